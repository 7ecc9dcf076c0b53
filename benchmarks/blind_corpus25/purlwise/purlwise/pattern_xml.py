"""Patterns in the community "KnitML"-style XML format."""
from lxml import etree

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def load_pattern_xml(data: bytes):
    """Parse pattern XML supplied by the caller (often an uploaded file)."""
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True))


def load_pattern_xml_strict(data: bytes):
    return etree.fromstring(data, _HARDENED)


def find_stitch(root, abbreviation: str):
    """Return the definition of a stitch abbreviation, e.g. ``ssk``."""
    return root.xpath(f"//stitch-definition[@abbr='{abbreviation}']/description/text()")


def stitches_in_section(root, section: str):
    return root.xpath("//section[@name=$s]//instruction/@stitch", s=section)
