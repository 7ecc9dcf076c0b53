from lxml import etree

from . import settings


class Catalog(object):
    def __init__(self, path=settings.CATALOG_XML):
        self.doc = etree.parse(path)

    def price(self, sku):
        vals = self.doc.xpath("/catalog/item[sku=$sku]/price/text()", sku=sku)
        return float(vals[0]) if vals else None

    def by_supplier(self, supplier):
        expr = "/catalog/item[supplier='" + supplier + "']/sku/text()"
        return [str(s) for s in self.doc.xpath(expr)]
