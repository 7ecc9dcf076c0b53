import cherrypy
import defusedxml.lxml as safe_lxml
from lxml import etree


class GedcomApi:
    """GEDCOM-X (XML flavour) import."""

    @cherrypy.expose
    def upload(self, gedfile):
        data = gedfile.file.read()
        parser = etree.XMLParser(dtd_validation=True, resolve_entities=True)
        doc = etree.fromstring(data, parser)
        return "imported %d persons" % len(doc.findall(".//{*}person"))

    @cherrypy.expose
    def check(self, gedfile):
        doc = safe_lxml.fromstring(gedfile.file.read())
        return "ok %d" % len(doc)

    @cherrypy.expose
    def relatives(self, person="", relation="child"):
        doc = etree.parse("/var/lib/kinfolk/master.xml")
        rel = relation if relation in ("child", "parent", "spouse") else "child"
        ids = doc.xpath("//relationship[@type=$t][@person1=$p]/@person2", t=rel, p=person)
        return ",".join(ids)

    @cherrypy.expose
    def place(self, name=""):
        doc = etree.parse("/var/lib/kinfolk/master.xml")
        ids = doc.xpath("//person[fact/place/original='" + name + "']/@id")
        return ",".join(ids)
