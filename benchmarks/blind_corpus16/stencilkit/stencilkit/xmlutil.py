from defusedxml.ElementTree import fromstring as _safe_fromstring
from lxml import etree


def parse(source: bytes):
    """Parse an XML template, expanding entities declared in its DTD."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(source, parser)


def parse_strict(source: bytes):
    return _safe_fromstring(source)


def select_by_id(doc, element_id):
    return doc.xpath(f"//*[@id='{element_id}']")
