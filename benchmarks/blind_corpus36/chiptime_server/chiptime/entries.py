"""Import the entry list exported by the online entry system."""
import urllib.request
from xml.dom import pulldom

from lxml import etree

_doc = None


def download(url):
    with urllib.request.urlopen(url, timeout=30) as resp:
        return resp.read()


def parse(raw):
    entrants = []
    events = pulldom.parseString(raw.decode("utf-8"))
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "entrant":
            events.expandNode(node)
            entrants.append({k: node.getAttribute(k) for k in ("bib", "chip", "name", "club", "category")})
    global _doc
    _doc = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return entrants


def by_club(club):
    if _doc is None:
        return []
    return [e.get("bib") for e in _doc.xpath("//entrant[@club='%s']" % club)]


def by_category(category):
    if _doc is None:
        return []
    return [e.get("bib") for e in _doc.xpath("//entrant[@category=$c]", c=category)]
