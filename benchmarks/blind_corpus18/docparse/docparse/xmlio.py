from lxml import etree

from .errors import TooLarge

MAX_BYTES = 10 * 1024 * 1024

_strict_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def parse_xml(data, base_url=None):
    """Parse XML bytes, expanding entities so that DTD-defined shortcuts in partner feeds work."""
    if len(data) > MAX_BYTES:
        raise TooLarge(len(data), MAX_BYTES)
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(data, parser, base_url=base_url)


def parse_xml_strict(data):
    if len(data) > MAX_BYTES:
        raise TooLarge(len(data), MAX_BYTES)

    return etree.fromstring(data, _strict_parser)


def parse_file(path):
    parser = etree.XMLParser(load_dtd=True, dtd_validation=True)
    return etree.parse(path, parser)


def iter_records(fileobj, tag="record"):
    for _, elem in etree.iterparse(fileobj, events=("end",), tag=tag, resolve_entities=False, no_network=True):
        yield {c.tag: c.text for c in elem}
        elem.clear()
