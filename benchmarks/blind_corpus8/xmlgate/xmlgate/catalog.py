from lxml import etree

from . import config

_tree = None
_BY_ID = etree.XPath("//product[@id=$pid]")


def tree():
    global _tree
    if _tree is None:
        _tree = etree.parse(config.CATALOG_XML, etree.XMLParser(resolve_entities=False, no_network=True))
    return _tree


def find_by_name(name):
    return tree().xpath("//product[name='" + name + "']")


def find_by_id(pid):
    return _BY_ID(tree(), pid=pid)


def price_of(node):
    return node.findtext("price")


def stock_for(warehouse):
    return tree().xpath("//product/stock[@warehouse='%s']/text()" % warehouse)
