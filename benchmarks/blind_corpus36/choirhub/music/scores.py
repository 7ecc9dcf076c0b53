"""MusicXML helpers for the sheet-music library."""
from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def parse_musicxml(data):
    return etree.fromstring(data, parser=_PARSER)


def part_ids_by_name(tree, name):
    return tree.xpath(f"//score-part[part-name='{name}']/@id")


def measures_for_part(tree, part_id):
    return tree.xpath("//part[@id=$pid]/measure", pid=part_id)
