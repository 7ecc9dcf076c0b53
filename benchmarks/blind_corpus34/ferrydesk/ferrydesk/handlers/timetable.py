# -*- coding: latin-1 -*-
from lxml import etree
from tornado.escape import xhtml_escape

from ..base import BaseHandler
from ..settings import options

PORTS = {
    "QUI": "Quiberon",
    "LEP": "Le Palais (Belle-Île)",
    "SAU": "Sauzon",
    "ARZ": "Île d'Arz",
    "PNV": "Port-Navalo",
    "LOC": "Locmariaquer",
}

JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

TIMETABLE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class TimetableHandler(BaseHandler):
    def get(self):
        tree = etree.parse(options.timetable, TIMETABLE_PARSER)
        origin = self.get_argument("from", "QUI")
        dest = self.get_argument("to", "")
        if dest:
            sailings = tree.xpath("//sailing[@from=$f and @to=$t]", f=origin, t=dest)
        else:
            sailings = tree.xpath("//sailing[@from='%s']" % origin)
        rows = []
        for s in sailings:
            port = PORTS.get(s.get("to"), s.get("to"))
            rows.append("<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % (s.get("dep"), xhtml_escape(port), s.get("day", "tous les jours")))
        self.write("<h2>Départs de %s</h2><table>%s</table>" % (xhtml_escape(PORTS.get(origin, "?")), "".join(rows)))
