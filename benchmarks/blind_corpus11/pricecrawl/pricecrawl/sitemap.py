import xml.sax
from xml.sax.handler import feature_external_ges

from defusedxml.ElementTree import fromstring as safe_fromstring

NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


class _LocHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.locs, self._buf, self._in = [], [], False

    def startElement(self, name, attrs):
        self._in = name == "loc"
        self._buf = []

    def characters(self, content):
        if self._in:
            self._buf.append(content)

    def endElement(self, name):
        if name == "loc":
            self.locs.append("".join(self._buf).strip())
        self._in = False


def parse_sitemap(body):
    root = safe_fromstring(body)
    return [el.text for el in root.iter(NS + "loc")]


def parse_sitemap_stream(stream):
    # large sitemaps are streamed; some vendors use external DTD fragments
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = _LocHandler()
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.locs
