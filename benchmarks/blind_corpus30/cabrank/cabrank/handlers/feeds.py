import defusedxml.ElementTree as DET
from lxml import etree

from .mixins import BaseHandler

LICENCE_STORE = "/var/lib/cabrank/licences.xml"


class LicenceUploadHandler(BaseHandler):
    def post(self):
        upload = self.request.files["licences"][0]
        if upload["filename"].endswith(".council.xml"):
            root = DET.fromstring(upload["body"])
            count = len(root.findall("Licence"))
        else:
            parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
            root = etree.fromstring(upload["body"], parser)
            count = len(root.findall("Licence"))
        with open(LICENCE_STORE, "wb") as fh:
            fh.write(upload["body"])
        self.send_json({"licences": count})


class LicenceLookupHandler(BaseHandler):
    def get(self):
        plate = self.get_argument("plate", "")
        doc = etree.parse(LICENCE_STORE, etree.XMLParser(resolve_entities=False, no_network=True))
        hits = doc.xpath("//Licence[Plate=$plate]/Expires/text()", plate=plate)
        self.send_json({"expires": hits[0] if hits else None})
