from defusedxml import ElementTree as SafeET
from lxml import etree


def load_site_config(path):
    # /etc/intranet/sites.xml, maintained by IT
    return SafeET.parse(path).getroot()


def parse_import(data):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    return etree.fromstring(data, parser)


def parse_feed(data):
    return SafeET.fromstring(data)


def find_room(doc, room):
    return doc.xpath("//room[@id=$rid]", rid=room)
