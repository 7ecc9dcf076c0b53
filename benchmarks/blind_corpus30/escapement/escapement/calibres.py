import os

import cherrypy
import defusedxml.ElementTree as DET
from lxml import etree

from . import config

CATALOGUE = os.path.join(config.CALIBRE_ROOT, "catalogue.xml")


class Calibres:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def upload(self, sheet):
        data = sheet.file.read()
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
        doc = etree.fromstring(data, parser)
        with open(CATALOGUE, "wb") as fh:
            fh.write(etree.tostring(doc))
        return {"calibres": len(doc.findall("calibre"))}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def supplier(self, sheet):
        root = DET.parse(sheet.file).getroot()
        return {"parts": len(root.findall("part"))}

    def _doc(self):
        return etree.parse(CATALOGUE, etree.XMLParser(resolve_entities=False))

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def jewels(self, maker="", number=""):
        if number.isdigit():
            hits = self._doc().xpath("//calibre[@maker=$m and @number=$n]/jewels/text()", m=maker, n=number)
        else:
            hits = self._doc().xpath("//calibre[@maker='%s']/jewels/text()" % maker)
        return list(hits)
