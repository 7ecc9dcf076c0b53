"""Parsing the registry's cave feed and its errata."""
import defusedxml.ElementTree as DefusedET
from lxml import etree

ERRATA_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)


def parse_feed(xml_bytes):
    root = DefusedET.fromstring(xml_bytes)
    entries = []
    for cave in root.iter("cave"):
        entries.append(
            {
                "ref": cave.get("ref"),
                "name": cave.findtext("name", ""),
                "region": cave.findtext("region", ""),
                "length_m": float(cave.findtext("length", "0") or 0),
                "depth_m": float(cave.findtext("depth", "0") or 0),
                "description": cave.findtext("description", ""),
                "survey_grade": cave.findtext("grade", ""),
                "survey_url": cave.findtext("survey_url", ""),
                "connects_to": [c.text for c in cave.findall("connects_to")],
                "leaders": [l.text for l in cave.findall("leader")],
            }
        )
    return entries


def parse_errata(xml_bytes):
    return etree.fromstring(xml_bytes, ERRATA_PARSER)


def connected_systems(errata_root, entry):
    found = []
    for other in entry["connects_to"]:
        found += errata_root.xpath("//correction[@cave='" + other + "']/text()")
    return found


def xpath_query(errata_root, expression):
    """`sumpcat errata --xpath EXPR`."""
    return errata_root.xpath(expression)
