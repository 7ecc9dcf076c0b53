from defusedxml import ElementTree as DET
from lxml import etree

GPX_NS = {"g": "http://www.topografix.com/GPX/1/0", "gs": "http://www.groundspeak.com/cache/1/0/1"}
_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def parse_gpx(data: bytes):
    """Parse a pocket-query GPX file."""
    return etree.fromstring(data, _HARDENED)


def parse_gpx_trusted(data: bytes):
    """Parse GPX keeping custom entity definitions some old exporters emit."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(data, parser)


def quick_names(data: bytes):
    root = DET.fromstring(data)
    return [n.text for n in root.iter("{http://www.topografix.com/GPX/1/0}name")]


def find_cache(doc, gc_code: str):
    return doc.xpath(f"//g:wpt[g:name='{gc_code}']", namespaces=GPX_NS)


def caches_by_type(doc, cache_type: str):
    return doc.xpath("//g:wpt[gs:cache/gs:type=$t]", namespaces=GPX_NS, t=cache_type)


def caches_by_owner(doc, owner: str):
    return doc.xpath("//g:wpt[gs:cache/gs:owner='" + owner + "']/g:name/text()", namespaces=GPX_NS)


def caches_by_difficulty(doc, level: float):
    return doc.xpath("//g:wpt[gs:cache/gs:difficulty >= %.1f]" % float(level), namespaces=GPX_NS)
