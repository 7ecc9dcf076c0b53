#!/usr/bin/env python
# Prints herbarium sheet labels on the Zebra printer in the mounting room.
# Still Python 2: the label template library was never ported.
#   usage: print_labels_legacy.py <printer> <catalog-number> [<catalog-number> ...]
import os
import sys
import sqlite3

DB = os.path.expanduser("~/herbarium/catalogue.db")


def main(argv):
    if len(argv) < 3:
        print >>sys.stderr, "usage: print_labels_legacy.py PRINTER CATNO..."
        return 2
    printer = argv[1]
    conn = sqlite3.connect(DB)
    for catno in argv[2:]:
        row = conn.execute("SELECT scientific_name, locality, event_date FROM specimens "
                           "WHERE catalog_number = ?", (catno,)).fetchone()
        if row is None:
            print "no such specimen:", catno
            continue
        os.system("lpr -P %s -o raw labels/%s.zpl" % (printer, catno))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except KeyboardInterrupt, e:
        sys.exit(1)
