from lxml import etree

_HARDENED = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def parse(data, base_url=None):
    """Parse ``data`` keeping DTD defaults and entity expansion (for DocBook sources)."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, attribute_defaults=True)
    return etree.fromstring(data, parser, base_url=base_url)


def parse_untrusted(data):
    """Parse ``data`` with entity resolution and network access disabled."""
    return etree.fromstring(data, _HARDENED)
