import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree


class StationCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.stations = []

    def startElement(self, name, attrs):
        if name == "station":
            self.stations.append(dict(attrs))


def parse_upload(stream):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = StationCollector()
    parser.setContentHandler(handler)
    parser.parse(stream)
    return handler.stations


_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def load_catalogue(path):
    return etree.parse(path, _PARSER)


def station_node(tree, station_id):
    return tree.xpath("//station[@id='%s']" % station_id)


def station_by_number(tree, number):
    return tree.xpath("//station[@num=%d]" % int(number))
