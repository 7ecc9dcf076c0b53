"""MusicXML parsing."""
from defusedxml import ElementTree as DET
from lxml import etree


def load_musicxml(data: bytes):
    """Parse MusicXML, honouring the DOCTYPE so that named entities used by
    older Finale exports (e.g. &flat;) are expanded."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, remove_blank_text=True)
    return etree.fromstring(data, parser)


def load_musicxml_strict(data: bytes):
    """Parse untrusted MusicXML with entity expansion and DTDs forbidden."""
    return DET.fromstring(data, forbid_dtd=True)
