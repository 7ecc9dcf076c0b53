import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

import defusedxml.sax


class _Collector(ContentHandler):
    def __init__(self, tag):
        super().__init__()
        self.tag = tag
        self.items = []
        self._buf = None

    def startElement(self, name, attrs):
        if name == self.tag:
            self._buf = []

    def characters(self, content):
        if self._buf is not None:
            self._buf.append(content)

    def endElement(self, name):
        if name == self.tag and self._buf is not None:
            self.items.append("".join(self._buf))
            self._buf = None


def collect_text(source, tag, follow_includes=True):
    handler = _Collector(tag)
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, follow_includes)
    parser.setContentHandler(handler)
    parser.parse(source)
    return handler.items


def collect_text_safe(source, tag):
    handler = _Collector(tag)
    defusedxml.sax.parse(source, handler)
    return handler.items
