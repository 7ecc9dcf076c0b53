"""Peal records imported from the XML exports produced by BellBoard."""
import cherrypy
import defusedxml.ElementTree as DET
from defusedxml.lxml import fromstring as safe_lxml_fromstring

from . import storage


class Peals:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def upload(self, export):
        data = export.file.read()
        root = DET.fromstring(data)
        n = 0
        for peal in root.iter("performance"):
            storage.conn().execute(
                "INSERT INTO peals (tower, date, method, changes) VALUES (?, ?, ?, ?)",
                (peal.findtext("place"), peal.findtext("date"), peal.findtext("title"), peal.findtext("changes")),
            )
            n += 1
        storage.conn().commit()
        return {"imported": n}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def ringers_in(self, ringer):
        body = cherrypy.request.body.read()
        tree = safe_lxml_fromstring(body)
        found = tree.xpath("//performance[ringers/ringer = $name]/date/text()", name=ringer)
        return {"dates": [str(d) for d in found]}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def at_tower(self, place):
        tree = safe_lxml_fromstring(cherrypy.request.body.read())
        found = tree.xpath("//performance[place='" + place + "']/title/text()")
        return {"methods": [str(t) for t in found]}
