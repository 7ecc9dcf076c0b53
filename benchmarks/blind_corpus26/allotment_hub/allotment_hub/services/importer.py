"""Bulk imports: site layouts (YAML from the layout designer) and council plot registers (XML)."""
import defusedxml.ElementTree as DET
import yaml
from lxml import etree

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def load_layout(upload_bytes: bytes):
    doc = yaml.load(upload_bytes, Loader=yaml.Loader)
    return doc.get("plots", [])


def load_layout_preview(upload_bytes: bytes):
    doc = yaml.safe_load(upload_bytes) or {}
    return [p.get("code") for p in doc.get("plots", [])]


def parse_register(xml_bytes: bytes):
    root = DET.fromstring(xml_bytes)
    return [
        {"code": p.get("code"), "size": float(p.findtext("size", "0")), "site": p.findtext("site")}
        for p in root.iter("plot")
    ]


def parse_register_lxml(xml_bytes: bytes):
    root = etree.fromstring(xml_bytes, parser=_HARDENED)
    return [p.get("code") for p in root.iter("plot")]
