"""KnitML pattern documents."""
import xml.etree.ElementTree as ET

from lxml import etree

_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def parse_knitml(data):
    return etree.fromstring(data, _PARSER)


def parse_knitml_fast(data):
    return ET.fromstring(data)


def find_section(tree, title):
    return tree.xpath(f"//section[@title='{title}']")


def find_row(tree, number):
    return tree.xpath("//row[@number=%d]" % int(number))
