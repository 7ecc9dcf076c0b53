"""Import invoices from the bank's camt.053 XML statements."""
import defusedxml.ElementTree as SafeET
from lxml import etree

NS = {"c": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}


def parse_statement(xml_bytes):
    root = SafeET.fromstring(xml_bytes)
    entries = []
    for ntry in root.iter("{%s}Ntry" % NS["c"]):
        amt = ntry.find("{%s}Amt" % NS["c"])
        entries.append({"amount": amt.text, "currency": amt.get("Ccy")})
    return entries


def parse_remittance(xml_bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(xml_bytes, parser)
    return [el.text for el in doc.iter("Ustrd")]
