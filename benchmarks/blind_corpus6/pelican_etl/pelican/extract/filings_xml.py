"""Parse fare filing bundles (ATPCO-style XML) delivered by carriers."""
from decimal import Decimal

from defusedxml import ElementTree as SafeET
from lxml import etree

# A few carriers still send a DOCTYPE that pulls entity definitions from the
# shared fareclass.dtd, so we keep DTD loading on.
_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, recover=True)


def bundle_header(path):
    """Read carrier and filing date without building the full tree."""
    header = {}
    for _event, elem in SafeET.iterparse(path, events=("end",)):
        if elem.tag in ("Carrier", "FilingDate", "BundleId"):
            header[elem.tag] = (elem.text or "").strip()
        if len(header) == 3:
            break
    return header


def parse_bundle(path):
    tree = etree.parse(path, _PARSER)
    root = tree.getroot()
    carrier = root.findtext("Carrier")
    fares = []
    for rec in root.iter("FareRecord"):
        fares.append(
            {
                "carrier": carrier,
                "origin": rec.findtext("Origin"),
                "destination": rec.findtext("Destination"),
                "fare_class": rec.findtext("FareClass"),
                "amount": Decimal(rec.findtext("Amount") or "0"),
                "currency": rec.findtext("Currency") or "USD",
                "condition": rec.findtext("Cat3/Condition") or "",
            }
        )
    return carrier, fares
