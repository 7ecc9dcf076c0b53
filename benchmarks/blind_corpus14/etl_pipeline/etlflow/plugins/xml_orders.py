"""Order feeds delivered as XML."""
import os

from defusedxml import ElementTree as SafeET
from lxml import etree

from .. import db
from ..config import CONFIG
from ..registry import register
from ..task import Task

_FEED_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)


@register("xml_orders")
class XmlOrdersTask(Task):
    def _feed(self):
        return os.path.join(CONFIG["paths"]["inbox"], self.params["partner"], "orders.xml")

    def extract(self):
        doc = etree.parse(self._feed(), _FEED_PARSER)
        customer = self.params.get("customer")
        path = "//order" if not customer else "//order[customer/@id='%s']" % customer
        for node in doc.xpath(path):
            yield {"id": node.get("id"), "total": node.findtext("total"), "customer": node.findtext("customer")}

    def load(self, records):
        rows = [(r["id"], r["total"], r["customer"]) for r in records]
        return db.insert_rows_safe("orders_raw", ["order_id", "total", "customer"], rows)


@register("xml_catalog")
class XmlCatalogTask(Task):
    def extract(self):
        path = os.path.join(CONFIG["paths"]["inbox"], self.params["partner"], "catalog.xml")
        for item in SafeET.parse(path).getroot().iter("item"):
            yield (item.get("sku"), item.findtext("name"))

    def load(self, records):
        return db.insert_rows_safe("catalog_raw", ["sku", "name"], list(records))
