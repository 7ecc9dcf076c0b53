import io
import xml.etree.ElementTree as ET

from lxml import etree


def parse_invoice(body: bytes):
    events = etree.iterparse(io.BytesIO(body), events=("end",), load_dtd=True, resolve_entities=True)
    total = 0.0
    for _, el in events:
        if el.tag == "line":
            total += float(el.get("amount", "0"))
    return {"total": total}


def parse_remittance(body: bytes):
    root = ET.fromstring(body)
    return {"reference": root.findtext("reference"), "amount": float(root.findtext("amount") or 0)}
