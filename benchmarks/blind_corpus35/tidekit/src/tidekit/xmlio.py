"""Station metadata and harbour-office bulletins in XML."""
import defusedxml.ElementTree as DET
from lxml import etree

_STATION_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
_BY_CODE = etree.XPath("//station[@code=$code]")


def parse_station_xml(data):
    """Parse a station list supplied by the caller (bytes)."""
    return etree.fromstring(data, _STATION_PARSER)


def parse_bulletin(data):
    return DET.fromstring(data)


def find_station(root, name):
    return root.xpath("//station[name='" + name + "']")


def find_station_by_code(root, code):
    return _BY_CODE(root, code=code)
