import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree


class _LotCounter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "lot":
            self.count += 1


def import_catalogue(body):
    handler = _LotCounter()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.feed(body)
    parser.close()
    return handler.count


def lots_by_category(body, category):
    root = etree.fromstring(body, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//lot[category=$c]/title/text()", c=category)


def lots_by_maker(body, maker):
    root = etree.fromstring(body, etree.XMLParser(resolve_entities=False, no_network=True))
    expr = etree.XPath("//lot[maker=$m]/@id")
    return expr(root, m=maker)
