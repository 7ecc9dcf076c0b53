"""Supplier catalogue feeds (XML)."""
from defusedxml import ElementTree as SafeET
from lxml import etree


def _products(root):
    return [
        {"sku": p.get("sku"), "name": (p.findtext("name") or "").strip(), "price": p.findtext("price")}
        for p in root.iter("product")
    ]


def parse_supplier_feed(raw):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(raw, parser)
    return _products(root)


def parse_trusted_feed(raw):
    root = SafeET.fromstring(raw)
    return _products(root)


def load_safe(raw):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    return etree.fromstring(raw, parser)


def lookup_unsafe(doc, sku):
    nodes = doc.xpath("//product[@sku='" + sku + "']/name/text()")
    return [str(n) for n in nodes]


def lookup(doc, sku):
    nodes = doc.xpath("//product[@sku=$sku]/name/text()", sku=sku)
    return [str(n) for n in nodes]
