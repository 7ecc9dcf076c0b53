import tornado.web
from lxml import etree

from .base import BaseHandler

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
_BY_OWNER = etree.XPath("//bow[owner=$owner]")


class ImportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        root = etree.fromstring(self.request.body, _PARSER)
        cur = self.db.cursor()
        for bow in root.iter("bow"):
            cur.execute("INSERT OR REPLACE INTO bow (serial, owner, make, poundage) VALUES (?, ?, ?, ?)",
                        (bow.findtext("serial"), self.current_user["name"], bow.findtext("make"), bow.findtext("poundage")))
        self.db.commit()
        with open("/srv/archery/equipment.xml", "wb") as fh:
            fh.write(etree.tostring(root))
        self.write_json({"ok": True})


class FindHandler(BaseHandler):
    def get(self):
        root = etree.parse("/srv/archery/equipment.xml", _PARSER).getroot()
        serial = self.get_argument("serial", "")
        if serial:
            hits = root.xpath("//bow[serial='" + serial + "']")
        else:
            hits = _BY_OWNER(root, owner=self.get_argument("owner", ""))
        self.write_json([{c.tag: c.text for c in b} for b in hits])
