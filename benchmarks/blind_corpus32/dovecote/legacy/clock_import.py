#!/usr/bin/env python
# Imports old clock dumps that a few clubs still e-mail in from the
# 2009-era Windows clocking program (it saved its state with cPickle).
# Run nightly from cron on the old results box.
import glob
import os
import sys

import cPickle
import MySQLdb

DUMP_DIR = "/srv/dovecote/club_uploads"


def load_dump(path):
    fh = open(path, "rb")
    try:
        return cPickle.load(fh)
    finally:
        fh.close()


def main():
    db = MySQLdb.connect(host="localhost", db="dovecote_legacy", read_default_file="~/.my.cnf")
    cur = db.cursor()
    imported = 0
    for path in sorted(glob.glob(os.path.join(DUMP_DIR, "*.pkl"))):
        try:
            dump = load_dump(path)
        except Exception, e:
            print >>sys.stderr, "skipping %s: %s" % (path, e)
            continue
        for ring, clocked in dump["arrivals"]:
            cur.execute("INSERT INTO arrivals (race_id, ring, clocked) VALUES (%s, %s, %s)", (dump["race"], ring, clocked))
        db.commit()
        os.rename(path, path + ".done")
        imported += 1
    print "imported %d dumps" % imported


if __name__ == "__main__":
    main()
