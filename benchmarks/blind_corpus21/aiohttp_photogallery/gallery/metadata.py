"""XMP sidecar handling."""
import io
from xml.dom import minidom

from lxml import etree

NS = {"rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "dc": "http://purl.org/dc/elements/1.1/"}
_XMP_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def parse_xmp(xmp_bytes):
    return etree.parse(io.BytesIO(xmp_bytes), _XMP_PARSER).getroot()


def title_of(xmp_bytes):
    dom = minidom.parseString(xmp_bytes)
    nodes = dom.getElementsByTagNameNS(NS["dc"], "title")
    return nodes[0].firstChild.data if nodes and nodes[0].firstChild else None


def keywords_matching(root, kw):
    return [str(k) for k in root.xpath("//dc:subject//rdf:li[contains(text(), '%s')]/text()" % kw, namespaces=NS)]


def has_keyword(root, kw):
    return bool(root.xpath("//dc:subject//rdf:li[text() = $kw]", kw=kw, namespaces=NS))
