"""GEDCOM-XML import/export helpers."""
from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from defusedxml import pulldom as safe_pulldom
from lxml import etree


def individuals_from_upload(data):
    parser = make_parser()
    parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(data, parser)
    people = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "INDI":
            events.expandNode(node)
            people.append(node.getAttribute("id"))
    return people


def individuals_from_upload_safe(data):
    events = safe_pulldom.parseString(data)
    return [n.getAttribute("id") for e, n in events if e == pulldom.START_ELEMENT and n.tagName == "INDI"]


def find_by_surname(tree, surname):
    return tree.xpath("//INDI[NAME/SURN='%s']" % surname)


def find_by_year(tree, year):
    return tree.xpath("//INDI[BIRT/DATE/@year=%d]" % int(year))


def load_export(path):
    return etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
