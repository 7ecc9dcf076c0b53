from lxml import etree

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def parse(data):
    """Parse XML bytes, expanding entities declared in the document's DTD."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(data, parser=parser)


def parse_safe(data):
    return etree.fromstring(data, parser=_SAFE_PARSER)


def find(doc, tag, attr, value):
    expr = "//%s[@%s='%s']" % (tag, attr, value)
    return doc.xpath(expr)


def find_by_id(doc, value):
    return doc.xpath("//item[@id=$v]", v=value)


_BY_NAME = etree.XPath("//item[@name=$name]")


def find_by_name(doc, name):
    return _BY_NAME(doc, name=name)
