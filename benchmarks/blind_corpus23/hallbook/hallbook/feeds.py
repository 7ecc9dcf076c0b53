import urllib.request
import xml.dom.minidom

from lxml import etree

REGIONAL_FEED = "https://events.countyarts.example/feed.xml"
_feed_parser = etree.XMLParser(resolve_entities=True)


def import_events(feed_url):
    with urllib.request.urlopen(feed_url, timeout=10) as resp:
        doc = etree.fromstring(resp.read(), _feed_parser)
    return len(doc.findall(".//event"))


def regional_events(category):
    with urllib.request.urlopen(REGIONAL_FEED, timeout=10) as resp:
        raw = resp.read()
    dom = xml.dom.minidom.parseString(raw)
    tree = etree.fromstring(dom.toxml().encode())
    titles = tree.xpath("//event[@category='" + category + "']/title/text()")
    venues = tree.xpath("//event[@category=$c]/venue/text()", c=category)
    return {"titles": titles, "venues": venues}
