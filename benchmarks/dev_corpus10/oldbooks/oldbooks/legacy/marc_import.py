# Nightly MARCXML import from the regional union catalogue.
# Still runs under the old python2.6 interpreter on the cron box.
import sys
import urllib2
import xml.sax
from xml.sax.handler import feature_external_ges

import MySQLdb


class MarcHandler(xml.sax.ContentHandler):
    def __init__(self):
        xml.sax.ContentHandler.__init__(self)
        self.records = []
        self.current = {}
        self.text = ""

    def characters(self, content):
        self.text += content

    def endElement(self, name):
        if name == "record":
            self.records.append(self.current)
            self.current = {}
        elif name == "subfield":
            self.current.setdefault("fields", []).append(self.text.strip())
        self.text = ""


def parse(feed_url):
    handler = MarcHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(urllib2.urlopen(feed_url))
    return handler.records


def store(records):
    conn = MySQLdb.connect(db="oldbooks", read_default_file="~/.my.cnf")
    cur = conn.cursor()
    for rec in records:
        fields = rec.get("fields", [])
        if len(fields) < 2:
            continue
        cur.execute("INSERT IGNORE INTO books (isbn, title) VALUES (%s, %s)", (fields[0], fields[1]))
    conn.commit()


if __name__ == "__main__":
    try:
        records = parse(sys.argv[1])
    except xml.sax.SAXParseException, e:
        print >>sys.stderr, "bad feed:", e
        sys.exit(1)
    store(records)
    print "imported %d records" % len(records)
