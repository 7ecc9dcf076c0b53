import csv
import io

from defusedxml import ElementTree as SafeET
from lxml import etree


def load_csv(path):
    with io.open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def load_vendor_xml(path):
    """Vendor exports declare their column names as entities in an internal DTD."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(path, parser)
    return [{c.tag: (c.text or "") for c in resp} for resp in tree.getroot().iter("response")]


def load_vendor_xml_strict(path):
    tree = SafeET.parse(path)
    return [{c.tag: (c.text or "") for c in resp} for resp in tree.getroot().iter("response")]


def answers_for_question(path, question_id):
    tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    return tree.xpath("//response/answer[@q=$q]/text()", q=question_id)


def answers_matching(path, text):
    tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    return tree.xpath("//response[contains(comment, '%s')]/@id" % text)
