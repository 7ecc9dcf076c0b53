"""DDI Codebook metadata that accompanies survey datasets."""
import xml.etree.ElementTree as ET

from lxml import etree

DDI_NS = {"ddi": "ddi:codebook:2_5"}


def variable_labels(path):
    tree = ET.parse(path)
    out = {}
    for var in tree.iterfind(".//ddi:var", DDI_NS):
        out[var.get("name")] = (var.findtext("ddi:labl", default="", namespaces=DDI_NS) or "").strip()
    return out


def load_codebook(data):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    return etree.fromstring(data, parser)
