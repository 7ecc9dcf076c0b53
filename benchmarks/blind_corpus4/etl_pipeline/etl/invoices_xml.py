"""Partner invoices arrive as UBL XML in the SFTP drop."""
import xmltodict
from lxml import etree

UBL_NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
}


def parse_invoice(path):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)
    doc = etree.parse(path, parser)
    return {
        "id": doc.findtext("cbc:ID", namespaces=UBL_NS),
        "issue_date": doc.findtext("cbc:IssueDate", namespaces=UBL_NS),
        "total": doc.findtext("cac:LegalMonetaryTotal/cbc:PayableAmount", namespaces=UBL_NS),
    }


def parse_credit_note(raw_bytes):
    data = xmltodict.parse(raw_bytes, disable_entities=True)
    note = data.get("CreditNote", {})
    return {"id": note.get("cbc:ID"), "total": note.get("cac:LegalMonetaryTotal", {}).get("cbc:PayableAmount")}
