#!/usr/bin/env python2
# Nightly pull of the tonewood supplier's stock feed into the workshop database.
# Still runs from the old bench server's crontab.
import hashlib
import sys
import urllib2

import psycopg2
from lxml import etree

FEED_URL = "https://trade.alpine-tonewood.example/feeds/stock.xml"
SCRATCH = "/tmp/tonewood_stock.xml"


def fetch():
    resp = urllib2.urlopen(FEED_URL, timeout=30)
    data = resp.read()
    out = open(SCRATCH, "wb")
    out.write(data)
    out.close()
    return data


def load(data):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    doc = etree.parse(SCRATCH, parser)
    print "feed checksum", hashlib.md5(data).hexdigest()
    conn = psycopg2.connect("dbname=purfling")
    cur = conn.cursor()
    for item in doc.getroot().iter("Billet"):
        cur.execute(
            "INSERT INTO tonewood (sku, species, grade, qty) VALUES (%s, %s, %s, %s)",
            (item.get("sku"), item.findtext("Species"), item.findtext("Grade"), int(item.findtext("Qty") or 0)),
        )
    conn.commit()


if __name__ == "__main__":
    try:
        load(fetch())
    except Exception, e:
        print >>sys.stderr, "tonewood sync failed:", e
        sys.exit(1)
