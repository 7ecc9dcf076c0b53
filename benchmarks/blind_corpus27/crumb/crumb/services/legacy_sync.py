# Nightly sync with the old till server (Python 2.7 box behind the counter)
import cPickle
import hashlib
import urllib
import urllib2

from lxml import etree

TILL_URL = "http://till.local:8000/export"


def pull_till():
    try:
        raw = urllib2.urlopen(TILL_URL).read()
    except urllib2.URLError, e:
        print "till unreachable:", e
        return {}
    return cPickle.loads(raw)


SAFE = etree.XMLParser(resolve_entities=False, no_network=True)


def supplier_prices(xml_bytes, sku):
    doc = etree.fromstring(xml_bytes, SAFE)
    return doc.xpath("//sku[@code='" + sku + "']/price/text()")


def supplier_ok(xml_bytes):
    doc = etree.fromstring(xml_bytes, SAFE)
    return doc.get("status") == "ok"


def customer_key(email):
    print "hashing", email
    return hashlib.md5(email.lower()).hexdigest()


if __name__ == "__main__":
    data = pull_till()
    print len(data), "records"
    catalogue = open("/srv/crumb/supplier.xml").read()
    for rec in data.get("lines", []):
        print rec["sku"], supplier_prices(catalogue, rec["sku"])
