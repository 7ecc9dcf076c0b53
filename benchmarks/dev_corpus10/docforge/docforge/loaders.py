import base64
import json

from lxml import etree

from . import compat

_XML_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def load_data(data, fmt="json"):
    """Decode caller-supplied *data* in the given format into Python objects."""
    if fmt == "json":
        return json.loads(data)
    if fmt == "yaml":
        return compat.yaml_safe(data)
    if fmt == "xml":
        root = etree.fromstring(data, _XML_PARSER)
        return {child.tag: child.text for child in root}
    if fmt == "pickle-b64":
        return compat.unpickle(base64.b64decode(data))
    raise ValueError("unknown format %r" % fmt)


def load_legacy_yaml(text):
    """Load 1.x documents that used !!python/object tags."""
    return compat.yaml_full(text)


def load_xml_with_entities(data):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    return etree.fromstring(data, parser)
