"""XMP metadata extraction."""
import defusedxml.ElementTree as SafeET
from lxml import etree

RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"
DC = "{http://purl.org/dc/elements/1.1/}"


def read_sidecar(data):
    root = etree.fromstring(data, etree.XMLParser(resolve_entities=True, remove_blank_text=True))
    return {el.tag.replace(DC, "dc:"): (el.findtext(".//" + RDF + "li") or el.text or "").strip() for el in root.iter() if el.tag.startswith(DC)}


def read_embedded(blob):
    start = blob.find(b"<x:xmpmeta")
    end = blob.find(b"</x:xmpmeta>")
    if start < 0 or end < 0:
        return {}
    packet = blob[start:end + len(b"</x:xmpmeta>")]
    root = SafeET.fromstring(packet)
    return {el.tag.replace(DC, "dc:"): (el.text or "").strip() for el in root.iter() if el.tag.startswith(DC)}
