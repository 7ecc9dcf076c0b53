#!/usr/bin/env python2
# Nightly box-office reconciliation, still run from the old till PC.
import sqlite3
import sys
import urllib2

import settings_legacy as settings


def fetch_sales(day):
    url = "https://tills.theatre.local/export?day=%s" % day
    try:
        return urllib2.urlopen(url, timeout=30).read()
    except urllib2.URLError, err:
        print "till export failed:", err
        return ""


def reconcile(db_path, day):
    conn = sqlite3.connect(db_path)
    total = 0
    for line in fetch_sales(day).splitlines():
        ref, amount = line.split(",")
        cur = conn.execute("SELECT seats FROM bookings WHERE ref = ?", (ref,))
        row = cur.fetchone()
        if row is None:
            print "unknown booking", ref
            continue
        total += float(amount)
    print "reconciled %.2f for %s" % (total, day)


if __name__ == "__main__":
    reconcile(settings.DB_PATH, sys.argv[1])
