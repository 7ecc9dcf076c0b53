"""Parse VOTable catalogue extracts uploaded by members."""
import xml.sax

from lxml import etree

_UNIT_OF = etree.XPath("//*[local-name()='FIELD'][@name=$n]/@unit")


class _RowCounter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.rows = 0

    def startElement(self, name, attrs):
        if name == "TR":
            self.rows += 1


def count_rows(data):
    handler = _RowCounter()
    xml.sax.parseString(data, handler)
    return handler.rows


def load(data):
    return etree.XML(data, parser=etree.XMLParser(no_network=False, resolve_entities=True))


def unit_of(root, field):
    hits = root.xpath("//*[local-name()='FIELD'][@name='%s']/@unit" % field)
    return str(hits[0]) if hits else None


def unit_of_safe(root, field):
    hits = _UNIT_OF(root, n=field)
    return str(hits[0]) if hits else None
