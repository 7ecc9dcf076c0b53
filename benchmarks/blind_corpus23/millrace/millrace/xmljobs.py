"""Plotter jobs arrive as XML job tickets over AMQP."""
from defusedxml.minidom import parseString as safe_parse
from lxml import etree

_ticket_parser = etree.XMLParser(resolve_entities=True)
PEN_DB = "/srv/millrace/pens.xml"  # workshop inventory, edited by the hosts


def _pens():
    return etree.parse(PEN_DB)


def parse_ticket(body: bytes):
    return etree.fromstring(body, _ticket_parser)


def ticket_summary(body: bytes):
    dom = safe_parse(body)
    return {"pens": len(dom.getElementsByTagName("pen")), "sheets": len(dom.getElementsByTagName("sheet"))}


def pen_for_layer(layer):
    return _pens().xpath("string(//pen[@layer='%s']/@slot)" % layer)


def sheet_size(sheet_id):
    return _pens().xpath("string(//sheet[@id=$sid]/@size)", sid=sheet_id)
