from defusedxml import ElementTree as DefusedET
from lxml import etree
from Products.Five.browser import BrowserView

from sporeprint import config

CHECKLIST = config.MEDIA_DIR + "/checklist.xml"
_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class ChecklistQueryView(BrowserView):
    def __call__(self):
        tree = etree.parse(CHECKLIST, _HARDENED)
        genus = self.request.form.get("genus", "")
        status = self.request.form.get("status", "")
        if status:
            names = tree.xpath("//taxon[@redlist=$s]/@name", s=status)
        else:
            names = tree.xpath("//taxon[starts-with(@name, '%s')]/@name" % genus)
        return "\n".join(names)


class ChecklistUploadView(BrowserView):
    """The county recorder uploads a new checklist from the national database export."""

    def __call__(self):
        upload = self.request.form.get("file")
        data = upload.read()
        if self.request.form.get("legacy"):
            root = etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True))
        else:
            root = DefusedET.fromstring(data)
        with open(CHECKLIST, "wb") as fh:
            fh.write(etree.tostring(root) if hasattr(root, "nsmap") else data)
        return "%d taxa" % len(root.findall(".//taxon"))
