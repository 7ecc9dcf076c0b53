"""GPX parsing helpers."""
import defusedxml.ElementTree as DET
from lxml import etree

GPX_NS = {"g": "http://www.topografix.com/GPX/1/1"}


def parse_track(raw):
    """Parse a downloaded GPX document (some partner clubs use entity-laden exports)."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(raw, parser)


def quick_stats(raw):
    root = DET.fromstring(raw)
    pts = root.findall(".//{http://www.topografix.com/GPX/1/1}trkpt")
    return {"points": len(pts)}


def start_point(doc, entry):
    """The registry index names the waypoint where the walk starts."""
    name = entry.get("start_waypoint", "")
    hits = doc.xpath("//g:wpt[g:name='%s']" % name, namespaces=GPX_NS)
    if not hits:
        return None
    return float(hits[0].get("lat")), float(hits[0].get("lon"))


def waypoints_named(doc, operator_name):
    """`trailmap query --waypoint NAME` typed by the operator."""
    return doc.xpath("//g:wpt[contains(g:name, '" + operator_name + "')]", namespaces=GPX_NS)
