import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

import defusedxml.ElementTree as SafeET


class _RowHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.rows, self._row, self._field, self._buf = [], None, None, []

    def startElement(self, name, attrs):
        if name == "row":
            self._row = {}
        elif self._row is not None:
            self._field, self._buf = name, []

    def characters(self, content):
        if self._field:
            self._buf.append(content)

    def endElement(self, name):
        if name == "row":
            self.rows.append(self._row)
            self._row = None
        elif name == self._field:
            self._row[name] = "".join(self._buf)
            self._field = None


def read_rows(stream):
    """Read <rows><row><col>..</col></row></rows> documents (entities allowed
    so that exports from the old Delphi tool keep working)."""
    handler = _RowHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.rows


def read_rows_strict(stream):
    root = SafeET.parse(stream).getroot()
    return [{c.tag: (c.text or "") for c in row} for row in root.iter("row")]
