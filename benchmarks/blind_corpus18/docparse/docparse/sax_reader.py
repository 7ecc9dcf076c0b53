import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes


class _Collector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.rows = []
        self._cur = None
        self._text = []

    def startElement(self, name, attrs):
        if name == "row":
            self._cur = dict(attrs)
        self._text = []

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        if name == "row" and self._cur is not None:
            self._cur["text"] = "".join(self._text).strip()
            self.rows.append(self._cur)
            self._cur = None


def read_rows(source):
    handler = _Collector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setFeature(feature_external_pes, True)
    parser.setContentHandler(handler)
    parser.parse(source)
    return handler.rows


def read_rows_plain(source):
    handler = _Collector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setContentHandler(handler)

    parser.parse(source)
    return handler.rows
