import xml.sax
import xml.sax.handler
from xml.dom import minidom

from lxml import etree


class _PersonCollector(xml.sax.handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.people = []

    def startElement(self, name, attrs):
        if name == "person":
            self.people.append(dict(attrs))


def parse_hr_feed(data: bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.fromstring(data, parser)
    return [dict(p.attrib) for p in root.iter("person")]


def parse_hr_feed_strict(data: bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(data, parser)
    return [dict(p.attrib) for p in root.iter("person")]


def parse_badge_export(stream):
    handler = _PersonCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.people


def parse_badge_export_default(stream):
    handler = _PersonCollector()
    xml.sax.parse(stream, handler)
    return handler.people


def parse_legacy_directory(path):
    tree = etree.parse(path, etree.XMLParser(load_dtd=True, no_network=False))
    return tree.getroot()


def summarize(data: str):
    doc = minidom.parseString(data)
    return {"people": len(doc.getElementsByTagName("person"))}
