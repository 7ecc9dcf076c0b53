"""Advance shipping notices (ASN) uploaded by suppliers over the RPC API."""
from xml.etree import cElementTree as ET

from lxml import etree

import db


def import_asn(xml_text):
    root = ET.fromstring(xml_text)
    cur = db.cursor()
    n = 0
    for line in root.findall('.//Line'):
        cur.execute("INSERT INTO asn_lines (asn_no, sku, qty) VALUES (%s, %s, %s)",
                    (root.findtext('Number'), line.findtext('SKU'), int(line.findtext('Qty'))))
        n += 1
    return n


def validate_asn(xml_text):
    parser = etree.XMLParser(dtd_validation=True, resolve_entities=True, no_network=False)
    doc = etree.fromstring(xml_text, parser)
    return doc.findtext('Number')
