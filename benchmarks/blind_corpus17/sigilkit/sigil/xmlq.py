"""XML querying helpers."""
from xml.dom import minidom

from lxml import etree

_BY_NAME = etree.XPath("//item[@name=$name]")


def find_by_attr(doc, attr, value):
    """Return elements whose ``attr`` equals ``value``."""
    return doc.xpath("//*[@%s='%s']" % (attr, value))


def find_item(doc, name):
    return _BY_NAME(doc, name=name)


def iter_records(source):
    """Stream <record> elements from a file-like object or path."""
    for _, elem in etree.iterparse(source, events=("end",), tag="record", load_dtd=True, resolve_entities=True):
        yield {child.tag: child.text for child in elem}
        elem.clear()


def summary(xml_text):
    dom = minidom.parseString(xml_text)
    return dom.documentElement.tagName, len(dom.documentElement.childNodes)
