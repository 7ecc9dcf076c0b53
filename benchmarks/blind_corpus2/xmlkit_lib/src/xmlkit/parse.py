import io
import xml.sax
import xml.sax.handler

from .compat import etree, make_parser, safe_fromstring


def load(data, *, huge_tree=False):
    """Parse bytes into an lxml element tree."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    return etree.fromstring(data, parser=make_parser(huge_tree))


def load_safe(data):
    """Parse untrusted bytes; DTDs and entity declarations are rejected."""
    return safe_fromstring(data)


class _Collector(xml.sax.handler.ContentHandler):
    def __init__(self, tag):
        super().__init__()
        self.tag = tag
        self.values = []
        self._buf = None

    def startElement(self, name, attrs):
        if name == self.tag:
            self._buf = []

    def characters(self, content):
        if self._buf is not None:
            self._buf.append(content)

    def endElement(self, name):
        if name == self.tag and self._buf is not None:
            self.values.append("".join(self._buf))
            self._buf = None


def stream_values(data, tag):
    """Low-memory extraction of all text values of <tag> elements."""
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    handler = _Collector(tag)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.values
