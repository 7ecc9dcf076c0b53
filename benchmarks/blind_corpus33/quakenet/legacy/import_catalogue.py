#!/usr/bin/env python2
# Nightly cron job on the old archive box (still Python 2.7).
# Pulls the event catalogue that the partner university's old server
# publishes as a cPickle dump, and copies new events into MySQL.
import sys
import urllib2
import cPickle

import MySQLdb

CATALOGUE_URL = "http://seismo-archive.ncl-geo.ac.uk/export/catalogue.pkl"


def fetch():
    try:
        resp = urllib2.urlopen(CATALOGUE_URL, timeout=60)
    except urllib2.URLError, e:
        print >>sys.stderr, "download failed: %s" % e
        sys.exit(1)
    return cPickle.loads(resp.read())


def store(events):
    conn = MySQLdb.connect(host="localhost", user="quakenet", passwd="", db="archive")
    cur = conn.cursor()
    added = 0
    for ev in events:
        cur.execute("INSERT IGNORE INTO events (public_id, origin_time, lat, lon, depth_km, mag) VALUES (%s, %s, %s, %s, %s, %s)",
                    (ev["id"], ev["time"], ev["lat"], ev["lon"], ev["depth"], ev["mag"]))
        added += cur.rowcount
    conn.commit()
    print "added %d of %d events" % (added, len(events))


if __name__ == "__main__":
    store(fetch())
