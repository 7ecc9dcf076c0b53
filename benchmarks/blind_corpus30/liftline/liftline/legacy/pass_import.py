#!/usr/bin/env python2
# Pull the season-pass list from the old ticket-office server and load it
# into the gate database.  Runs on the lift office PC at 05:30.
import csv
import sqlite3
import sys
import urllib2

OFFICE_EXPORT = "http://ticketoffice.glencorrie.local/export/season_passes.csv"
WORK_FILE = "/tmp/season_passes.csv"
DB = "/var/lib/liftline/passes.db"


def download():
    data = urllib2.urlopen(OFFICE_EXPORT, timeout=60).read()
    fh = open(WORK_FILE, "w")
    fh.write(data)
    fh.close()


def load():
    conn = sqlite3.connect(DB)
    count = 0
    for row in csv.DictReader(open(WORK_FILE)):
        conn.execute(
            "INSERT OR REPLACE INTO passes (pass_id, gate_group, valid_until, pin_md5) VALUES (?, ?, ?, ?)",
            (row["pass_id"], row["group"], row["valid_until"], row["pin_md5"]),
        )
        count += 1
    conn.commit()
    print "loaded %d season passes" % count


if __name__ == "__main__":
    try:
        download()
        load()
    except urllib2.URLError, err:
        print >>sys.stderr, "ticket office unreachable: %s" % err
        sys.exit(2)
