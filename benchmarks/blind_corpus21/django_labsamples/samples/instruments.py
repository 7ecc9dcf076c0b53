"""Readers for plate-reader exports (Tecan / BMG XML)."""
from defusedxml import ElementTree as SafeET
from lxml import etree


def read_plate(upload):
    upload.seek(0)
    doc = etree.parse(upload, etree.XMLParser(load_dtd=True, resolve_entities=True))
    return {w.get("id"): float(w.findtext("od600") or 0) for w in doc.iter("well")}


def read_plate_summary(upload):
    upload.seek(0)
    root = SafeET.fromstring(upload.read())
    return {"rows": root.get("rows"), "cols": root.get("cols")}


def well_volume(upload, well):
    upload.seek(0)
    doc = etree.parse(upload, etree.XMLParser(resolve_entities=False, no_network=True))
    hit = doc.xpath("//well[@id='" + well + "']/volume/text()")
    return hit[0] if hit else None


def well_concentration(upload, well):
    upload.seek(0)
    doc = etree.parse(upload, etree.XMLParser(resolve_entities=False, no_network=True))
    hit = doc.xpath("//well[@id=$w]/conc/text()", w=well)
    return hit[0] if hit else None
