import io
from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from lxml import etree

from .core import Table


def read_xml(data: bytes, row_tag="row") -> Table:
    parser = make_parser()
    parser.setFeature(feature_external_ges, True)
    events = pulldom.parse(io.BytesIO(data), parser=parser)
    rows, cols = [], []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == row_tag:
            events.expandNode(node)
            rec = {c.tagName: (c.firstChild.data if c.firstChild else None)
                   for c in node.childNodes if c.nodeType == c.ELEMENT_NODE}
            for k in rec:
                if k not in cols:
                    cols.append(k)
            rows.append(rec)
    return Table(cols, [[r.get(c) for c in cols] for r in rows])


def find_rows(doc, column, value):
    return doc.xpath("//row[%s='%s']" % (column, value))


def find_rows_param(doc, column, value):
    if not column.isidentifier():
        raise ValueError("bad column name")
    return doc.xpath("//row[%s=$v]" % column, v=value)


def parse(data: bytes):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=False, no_network=True))
