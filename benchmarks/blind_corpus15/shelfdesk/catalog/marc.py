"""Helpers for MARCXML records uploaded by cataloguers."""
from lxml import etree

NS = {"marc": "http://www.loc.gov/MARC21/slim"}


def parse_marc(upload):
    return etree.parse(upload, etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))


def parse_marc_hardened(data):
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)
    return etree.fromstring(data, parser)


def field_values(tree, tag, code):
    expr = "//marc:datafield[@tag='%s']/marc:subfield[@code='%s']/text()" % (tag, code)
    return [str(v) for v in tree.xpath(expr, namespaces=NS)]


def subjects_for(tree, tag):
    nodes = tree.xpath("//marc:datafield[@tag=$tag]/marc:subfield[@code='a']/text()", tag=tag, namespaces=NS)
    return sorted({str(n) for n in nodes})
