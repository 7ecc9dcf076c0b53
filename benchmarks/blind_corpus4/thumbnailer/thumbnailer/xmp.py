"""Extract XMP packets embedded in uploaded images."""
import re

from defusedxml import ElementTree as SafeET
from lxml import etree

_XMP_RE = re.compile(rb"<x:xmpmeta.*?</x:xmpmeta>", re.S)
_NS = {
    "dc": "http://purl.org/dc/elements/1.1/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
}

_xmp_parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, recover=True)


def find_packet(blob):
    m = _XMP_RE.search(blob)
    return m.group(0) if m else None


def read_xmp(blob):
    packet = find_packet(blob)
    if packet is None:
        return {}
    root = etree.fromstring(packet, _xmp_parser)
    title = root.findtext(".//dc:title//rdf:li", namespaces=_NS)
    creator = root.findtext(".//dc:creator//rdf:li", namespaces=_NS)
    return {"title": title, "creator": creator}


def read_sidecar(xml_bytes):
    """Sidecar .xmp files uploaded next to RAW images."""
    root = SafeET.fromstring(xml_bytes)
    return {el.tag: el.text for el in root.iter() if el.text and el.text.strip()}
