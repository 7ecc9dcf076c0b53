from lxml import etree

from ..compat import SafeElementTree, ensure_text


def _rows(root):
    return [{child.tag: (child.text or "") for child in rec} for rec in root]


def read_xml(data):
    """Parse untrusted XML rows, e.g. ``<rows><row><a>1</a></row></rows>``."""
    if SafeElementTree is None:
        raise RuntimeError("defusedxml is required for read_xml")
    return _rows(SafeElementTree.fromstring(ensure_text(data)))


def read_xml_trusted(data, base_url=None):
    """Parse XML that may use entities and XInclude for shared column definitions."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(data, parser, base_url=base_url)
    root.getroottree().xinclude()
    return _rows(root)
