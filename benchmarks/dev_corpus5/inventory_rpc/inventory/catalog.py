from defusedxml import ElementTree as SafeET
from lxml import etree

from inventory import settings

_catalog = None
# Supplier SOAP envelopes reference their product DTD for named entities (&sku-prefix; etc.)
_soap_parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def catalog():
    global _catalog
    if _catalog is None:
        _catalog = etree.parse(settings.CATALOG_XML)
    return _catalog


def product_names_by_code(code):
    return [str(n) for n in catalog().xpath("//product[@code='%s']/name/text()" % code)]


def product_names_in_aisle(aisle):
    return [str(n) for n in catalog().xpath("//product[@aisle=%d]/name/text()" % int(aisle))]


def parse_soap_envelope(body):
    envelope = etree.fromstring(body, _soap_parser)
    ns = {"s": "http://schemas.xmlsoap.org/soap/envelope/"}
    payload = envelope.find("s:Body", ns)
    return payload[0] if payload is not None and len(payload) else None


def parse_price_update(body):
    root = SafeET.fromstring(body)
    return {el.get("sku"): float(el.text) for el in root.iter("price")}
