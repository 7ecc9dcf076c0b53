"""Bank statement (OFX 2.x XML) import."""
from lxml import etree

_OFX_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, recover=True)


def parse_statement(raw_bytes):
    doc = etree.fromstring(raw_bytes, _OFX_PARSER)
    return doc


def transactions(doc, kind):
    rows = doc.xpath("//STMTTRN[TRNTYPE=$kind]", kind=kind)
    return [(r.findtext("DTPOSTED"), r.findtext("NAME"), r.findtext("TRNAMT")) for r in rows]
