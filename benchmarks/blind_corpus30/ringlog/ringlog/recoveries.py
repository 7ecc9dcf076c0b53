import defusedxml.ElementTree as DET
from lxml import etree


def parse_recoveries(payload: bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    return etree.fromstring(payload, parser)


def parse_controls(payload: bytes):
    return DET.fromstring(payload)


def recoveries_for_rings(doc, manifest: dict):
    found = {}
    for ring in manifest.get("rings", []):
        found[ring] = doc.xpath(f"//Recovery[Ring='{ring}']/Place/text()")
    return found


def distance_for(doc, ring: str) -> float:
    found = doc.xpath("//Recovery[Ring=$ring]/DistanceKm/text()", ring=ring)
    return float(found[0]) if found else 0.0


def operator_query(doc, expression: str):
    return doc.xpath(expression)


def rows(doc):
    for rec in doc.iter("Recovery"):
        yield (
            rec.findtext("Ring"),
            rec.findtext("Species"),
            rec.findtext("FoundOn"),
            rec.findtext("Place"),
            float(rec.findtext("DistanceKm") or 0),
            rec.findtext("FinderComment") or "",
        )
