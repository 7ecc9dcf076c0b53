# -*- coding: latin-1 -*-
"""Import transcriptions sent in by volunteers (Python 2, registry-old).

Les fichiers arrivent de Sainte-Marie-aux-Mines et de Sélestat ; some of the
older batches were typed up in Zürich.  Two formats are accepted:
  *.xml  - the transcription desk's XML export
  *.txt  - one Python dict literal per line (the very old volunteer tool)
"""
import os
import sys
from xml.dom import minidom

import MySQLdb

PARISHES = {
    u"Sélestat": "SEL",
    u"Sainte-Marie-aux-Mines": "SMM",
    u"Ribeauvillé": "RIB",
    u"Kaysersberg": "KAY",
    u"Riquewihr": "RIQ",
    u"Münster": "MUN",
}


def from_xml(path):
    doc = minidom.parse(path)
    for entry in doc.getElementsByTagName("entry"):
        rec = {}
        for node in entry.childNodes:
            if node.nodeType == node.ELEMENT_NODE:
                rec[node.tagName] = node.firstChild.data if node.firstChild else u""
        yield rec


def from_txt(path):
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            yield eval(line)


def main(paths):
    conn = MySQLdb.connect(host="localhost", user="parishreg", passwd=os.environ.get("PARISH_DB_PASS", ""), db="parishreg", charset="utf8")
    cur = conn.cursor()
    for path in paths:
        reader = from_xml if path.endswith(".xml") else from_txt
        n = 0
        for rec in reader(path):
            parish = PARISHES.get(rec.get("parish"), "UNK")
            cur.execute(
                "INSERT INTO entries (forename, surname, event, event_date, parish, notes) VALUES (%s, %s, %s, %s, %s, %s)",
                (rec.get("forename"), rec.get("surname"), rec.get("event"), rec.get("date"), parish, rec.get("notes", u"")),
            )
            n += 1
        print "%s: %d entrées importées" % (path, n)
    conn.commit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
