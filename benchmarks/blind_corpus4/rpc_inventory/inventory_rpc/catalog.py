import re

from lxml import etree

import config

SKU_RE = re.compile(r'^[A-Z0-9][A-Z0-9-]{3,19}$')
_doc = None


def _catalog():
    global _doc
    if _doc is None:
        _doc = etree.parse(config.SUPPLIER_CATALOG)
    return _doc


def supplier_price(sku):
    if not SKU_RE.match(sku):
        raise ValueError('bad sku')
    nodes = _catalog().xpath("//item[@sku='%s']/price/text()" % sku)
    return float(nodes[0]) if nodes else None


def supplier_items(supplier_name):
    return [el.get('sku') for el in _catalog().xpath("//supplier[name='%s']/item" % supplier_name)]
