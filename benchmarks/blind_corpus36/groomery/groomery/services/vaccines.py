"""Import vaccination certificates that owners upload from their vet's portal."""
import xml.etree.ElementTree as ET

from lxml import etree

_CERT_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


def parse_certificate(upload_bytes):
    root = etree.fromstring(upload_bytes, parser=_CERT_PARSER)
    return {
        "pet": root.findtext("patient/name"),
        "rabies": root.findtext("vaccines/rabies/date"),
        "dhpp": root.findtext("vaccines/dhpp/date"),
    }


def parse_supplier_feed(xml_text):
    root = ET.fromstring(xml_text)
    return [(item.get("sku"), item.findtext("price")) for item in root.iter("item")]
