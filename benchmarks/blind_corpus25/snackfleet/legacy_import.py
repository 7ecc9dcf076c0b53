#!/usr/bin/env python2
"""One-off importer for the CSV dumps produced by the old DOS route software.

Kept for the depots that still ship floppy exports; runs under the depot's
Python 2.7 box, not the main service.
"""
import csv
import hashlib
import sqlite3
import sys


def import_file(db_path, csv_path):
    conn = sqlite3.connect(db_path)
    seen = set()
    try:
        fh = open(csv_path, "rb")
    except IOError, e:
        print >>sys.stderr, "cannot open %s: %s" % (csv_path, e)
        return 1
    for row in csv.reader(fh):
        key = hashlib.md5("|".join(row)).hexdigest()
        if key in seen:
            continue
        seen.add(key)
        conn.execute("INSERT INTO stock (machine_id, slot, product, qty) VALUES (?, ?, ?, ?)", row[:4])
    conn.commit()
    print "imported %d rows from %s" % (len(seen), csv_path)
    return 0


if __name__ == "__main__":
    sys.exit(import_file(sys.argv[1], sys.argv[2]))
