#!/usr/bin/env python2
"""Original 2016 sync script, kept for the two branches still on kiosk image v1.

usage: sync_v1.py FLEET_URL OUTDIR
"""
import os
import sys
import urllib2
import cPickle

def fetch(url):
    try:
        return urllib2.urlopen(url, timeout=20).read()
    except urllib2.URLError, e:
        print >>sys.stderr, "fetch failed: %s" % e
        sys.exit(1)

def main():
    fleet_url, outdir = sys.argv[1], sys.argv[2]
    raw = fetch(fleet_url + "/v1/kiosks.pickle")
    kiosks = cPickle.loads(raw)
    for k in kiosks:
        print "syncing", k["id"]
        os.system("scp -q %s/%s.conf kiosk@%s:/etc/kiosk/" % (outdir, k["id"], k["host"]))
    print "done: %d kiosks" % len(kiosks)

if __name__ == "__main__":
    main()
