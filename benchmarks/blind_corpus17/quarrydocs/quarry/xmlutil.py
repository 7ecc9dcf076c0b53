import xml.sax
from xml.etree import ElementTree as StdET

from lxml import etree

DOCBOOK_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
STRICT_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)


class _TitleHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._in = [], False

    def startElement(self, name, attrs):
        self._in = name == "title"

    def characters(self, content):
        if self._in:
            self.titles.append(content)


def sax_titles(stream):
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    handler = _TitleHandler()
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.titles


def meta_fields(data):
    root = StdET.fromstring(data)
    return {child.tag: child.text for child in root}
