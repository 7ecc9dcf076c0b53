import xml.dom.minidom
import xml.sax

from lxml import etree


def parse_loc(data: str):
    """.loc files from the classic site 'download LOC' button."""
    dom = xml.dom.minidom.parseString(data)
    return [(w.getAttribute("id"), w.getElementsByTagName("coord")[0].getAttribute("lat")) for w in dom.getElementsByTagName("waypoint")]


def parse_loc_lxml(path: str):
    parser = etree.XMLParser(resolve_entities=True)
    return etree.parse(path, parser)


class _WptHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.ids = []

    def startElement(self, name, attrs):
        if name == "name":
            self.ids.append(attrs.get("id"))


def loc_ids(stream):
    handler = _WptHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, False)
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.ids
