import defusedxml.ElementTree as DET
from lxml import etree

from .base import FeedParser, Product


class PartnerXmlParser(FeedParser):
    item_tag = "product"

    def load_tree(self, raw):
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, recover=True)
        return etree.fromstring(raw, parser)


class AtomParser(FeedParser):
    item_tag = "{http://www.w3.org/2005/Atom}entry"
    NS = "{http://www.w3.org/2005/Atom}"

    def load_tree(self, raw):
        return DET.fromstring(raw)

    def to_product(self, node):
        return Product(
            sku=(node.findtext(self.NS + "id") or "").rsplit(":", 1)[-1],
            title=node.findtext(self.NS + "title") or "",
        )
