#!/usr/bin/env python2
# Nightly push of erg scores to the old regional ranking site.
# Still run by cron on the boathouse server (Python 2.7).
import os
import sys
import sqlite3
import hashlib
import urllib2

DB = "/srv/oarlock/oarlock.sqlite3"
SPOOL = "/srv/oarlock/spool/ergs"
RANKING_KEY = "b2c71f0e8a9d44e1a7c3"


def checksum(path):
    return hashlib.md5(open(path, "rb").read()).hexdigest()


def main():
    conn = sqlite3.connect(DB)
    for name in os.listdir(SPOOL):
        path = os.path.join(SPOOL, name)
        print "processing", name
        os.system("gzip -9 %s/%s" % (SPOOL, name))
        try:
            squad = name.split("-")[0]
            rows = conn.execute("SELECT member, time_s FROM erg_scores WHERE squad = '%s'" % squad).fetchall()
        except sqlite3.Error, e:
            print >>sys.stderr, "db error", e
            continue
        body = "\n".join("%s,%s" % r for r in rows)
        req = urllib2.Request("https://rankings.example.org/upload?key=" + RANKING_KEY, body)
        urllib2.urlopen(req)


if __name__ == "__main__":
    main()
