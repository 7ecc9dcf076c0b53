import xml.etree.ElementTree as ET

from lxml import etree


def parse_document(data):
    """Parse a Parchment document from bytes supplied by the caller.

    DTDs are honoured so that documents can declare shared character entities.
    """
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, remove_comments=True)
    return etree.fromstring(data, parser=parser)


def parse_fragment(text):
    """Parse a small inline fragment (no DTD support)."""
    return ET.fromstring(text)
