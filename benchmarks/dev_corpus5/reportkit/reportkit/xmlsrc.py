"""XML data sources."""
import io
import xml.etree.ElementTree as ET
import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree


class _RowHandler(xml.sax.ContentHandler):
    def __init__(self, row_tag):
        super().__init__()
        self.row_tag = row_tag
        self.rows = []
        self._row = None
        self._field = None

    def startElement(self, name, attrs):
        if name == self.row_tag:
            self._row = dict(attrs)
        elif self._row is not None:
            self._field = name
            self._row.setdefault(name, "")

    def characters(self, content):
        if self._row is not None and self._field:
            self._row[self._field] += content

    def endElement(self, name):
        if name == self.row_tag:
            self.rows.append(self._row)
            self._row = None
        self._field = None


def rows_from_xml(data, row_tag="row"):
    """Stream rows out of a (possibly large) XML export. Entities are expanded."""
    handler = _RowHandler(row_tag)
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(data))
    return handler.rows


def rows_from_small_xml(data, row_tag="row"):
    root = ET.fromstring(data)
    return [dict(el.attrib, **{child.tag: child.text for child in el}) for el in root.iter(row_tag)]


_ITEM_BY_SKU = etree.XPath(".//item[@sku = $sku]")


def item_by_sku(tree, sku):
    found = _ITEM_BY_SKU(tree, sku=sku)
    return found[0] if found else None


def items_by_category(tree, category):
    return tree.xpath(".//item[category/text() = '%s']" % category)
