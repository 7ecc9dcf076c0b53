import xml.etree.ElementTree as ET

from lxml import etree, objectify


def read_records(path, tag="record"):
    rows = []
    for _, el in ET.iterparse(path, events=("end",)):
        if el.tag == tag:
            rows.append({c.tag: c.text for c in el})
            el.clear()
    return rows


def read_objectified(path):
    parser = objectify.makeparser(load_dtd=True, resolve_entities=True, no_network=False)
    return objectify.parse(path, parser).getroot()


def select_records(path, field, value):
    tree = etree.parse(path, etree.XMLParser(resolve_entities=False))
    return [dict((c.tag, c.text) for c in r) for r in tree.xpath(f"//record[{field}='{value}']")]


def select_by_id(path, record_id):
    tree = etree.parse(path, etree.XMLParser(resolve_entities=False))
    return tree.xpath("//record[@id=$rid]", rid=str(record_id))
