"""Pedigree files exported by the breed society's herd book."""
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from lxml import etree

SIRE_OF = etree.XPath("//animal[sire=$sire]/@iar")


class AnimalCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.animals = []

    def startElement(self, name, attrs):
        if name == "animal":
            self.animals.append(dict(attrs))


def read_herdbook(fileobj):
    handler = AnimalCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(fileobj)
    return handler.animals


def read_summary(fileobj):
    handler = AnimalCollector()
    parser = xml.sax.make_parser()
    parser.setContentHandler(handler)
    parser.parse(fileobj)
    return handler.animals


def ancestors(tree, iar):
    return tree.xpath("//animal[@iar='%s']/ancestor::*/@iar" % iar)


def offspring_of(tree, sire):
    return SIRE_OF(tree, sire=sire)
