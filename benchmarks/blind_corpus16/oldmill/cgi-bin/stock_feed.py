#!/usr/bin/env python2
# Pulls grain prices from the co-op and answers SKU lookups.
import cgi
import os
import urllib2
import urlparse

from defusedxml import minidom
from lxml import etree

FEED = "https://coop.grainprices.example/feed.xml"

qs = urlparse.parse_qs(os.environ.get("QUERY_STRING", ""))
sku = qs.get("sku", [""])[0]

print "Content-Type: text/plain"
print

try:
    raw = urllib2.urlopen(FEED, timeout=10).read()
except urllib2.URLError, e:
    print "feed unavailable"
    raise SystemExit

doc = minidom.parseString(raw)
print "prices:", len(doc.getElementsByTagName("price"))

tree = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
for node in tree.xpath("//item[@sku='" + sku + "']/price"):
    print sku, node.text
