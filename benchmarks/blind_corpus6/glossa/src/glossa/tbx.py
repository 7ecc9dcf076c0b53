"""TBX (TermBase eXchange) glossary loader. Streams with SAX because termbases get big."""
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces


class _TermHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.terms = []
        self._entry = None
        self._lang = None
        self._buf = []

    def startElement(self, name, attrs):
        if name == "termEntry":
            self._entry = {}
        elif name == "langSet":
            self._lang = attrs.get("xml:lang")
        elif name == "term":
            self._buf = []

    def characters(self, content):
        self._buf.append(content)

    def endElement(self, name):
        if name == "term" and self._entry is not None:
            self._entry.setdefault(self._lang, []).append("".join(self._buf).strip())
        elif name == "termEntry":
            self.terms.append(self._entry)
            self._entry = None


def load_termbase(source):
    handler = _TermHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    # MultiTerm exports reference an external DTD and entity files next to the .tbx
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(source)
    return handler.terms
