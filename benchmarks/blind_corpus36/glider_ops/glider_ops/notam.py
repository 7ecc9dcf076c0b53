import re
import xml.etree.ElementTree as ET

from lxml import etree

_ICAO = re.compile(r"^[A-Z]{4}$")


def parse_feed(raw):
    return ET.fromstring(raw)


def for_aerodrome(raw, icao):
    tree = etree.fromstring(raw, etree.XMLParser(resolve_entities=False))
    return [n.findtext("text") for n in tree.xpath(f"//notam[aerodrome='{icao}']")]


def for_aerodrome_checked(raw, icao):
    if not _ICAO.match(icao):
        return []
    tree = etree.fromstring(raw, etree.XMLParser(resolve_entities=False))
    return [n.findtext("text") for n in tree.xpath(f"//notam[aerodrome='{icao}']")]
