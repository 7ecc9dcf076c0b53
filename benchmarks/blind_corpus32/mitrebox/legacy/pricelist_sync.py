#!/usr/bin/env python
# Pulls the glass and mountboard price list from the wholesaler every
# night and only rewrites prices.csv when the file actually changed.
# Still runs under Python 2.7 on the old back-office PC.
import os
import sys
import urllib2

import md5

PRICE_LIST_URL = "https://trade.glassandboard.example.co.uk/export/prices.csv"
TARGET = "/srv/mitrebox/prices.csv"


def fetch():
    try:
        response = urllib2.urlopen(PRICE_LIST_URL, timeout=60)
        return response.read()
    except urllib2.URLError, e:
        print >>sys.stderr, "price list download failed: %s" % e
        return None


def checksum(data):
    return md5.new(data).hexdigest()


def main():
    data = fetch()
    if data is None:
        sys.exit(1)
    old = None
    if os.path.exists(TARGET):
        old = checksum(open(TARGET, "rb").read())
    if old == checksum(data):
        print "price list unchanged"
        return
    out = open(TARGET + ".new", "wb")
    out.write(data)
    out.close()
    os.rename(TARGET + ".new", TARGET)
    print "price list updated (%d bytes)" % len(data)


if __name__ == "__main__":
    main()
