import xml.etree.ElementTree as ET

from defusedxml.ElementTree import parse as safe_parse
from lxml import etree


def parse_shipments(path):
    parser = etree.XMLParser(resolve_entities=True, no_network=False, dtd_validation=True)
    tree = etree.parse(path, parser)
    return [dict(s.attrib) for s in tree.getroot().iter("shipment")]


def parse_returns(path):
    tree = safe_parse(path)
    return [dict(r.attrib) for r in tree.getroot().iter("return")]


def stream_inventory(fh):
    pp = ET.XMLPullParser(events=("end",))
    for chunk in iter(lambda: fh.read(65536), b""):
        pp.feed(chunk)
        for _, el in pp.read_events():
            if el.tag == "item":
                yield dict(el.attrib)
                el.clear()
