"""Import the XML reading files that the utility partner uploads by SFTP."""
import sys
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from . import db


class ReadingHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.rows = []
        self._attrs = None

    def startElement(self, name, attrs):
        if name == "reading":
            self.rows.append((attrs.get("meter"), attrs.get("ts"), float(attrs.get("kwh", "0"))))


def import_file(path):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = ReadingHandler()
    parser.setContentHandler(handler)
    parser.parse(path)
    with db.connect() as conn:
        conn.executemany("INSERT INTO readings (meter_id, ts, kwh) VALUES (?, ?, ?)", handler.rows)
    return len(handler.rows)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(p, import_file(p))
