"""LIDO record parsing and lookup."""
import re

from lxml import etree

LIDO_NS = {"lido": "http://www.lido-schema.org"}
OBJ_NO_RE = re.compile(r"^[A-Z]{1,4}\.\d{1,6}(\.\d{1,4})?$")

_hardened = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
_permissive = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_lido(data: bytes):
    """Parse a LIDO document supplied by a partner institution."""
    return etree.fromstring(data, _hardened)


def parse_lido_legacy(data: bytes):
    """Parse LIDO from older collection systems (DTD entities); the partner upload form falls back to this."""
    return etree.fromstring(data, _permissive)


def find_by_object_number(root, object_number: str):
    if not OBJ_NO_RE.match(object_number):
        raise ValueError("bad object number")
    return root.xpath(f"//lido:lido[.//lido:workID='{object_number}']", namespaces=LIDO_NS)


def find_by_maker(root, maker: str):
    return root.xpath(
        "//lido:lido[.//lido:actor/lido:nameActorSet/lido:appellationValue='%s']" % maker,
        namespaces=LIDO_NS,
    )


def find_by_material(root, material: str):
    return root.xpath("//lido:lido[.//lido:termMaterialsTech/lido:term=$m]", namespaces=LIDO_NS, m=material)


def titles_matching(root, fragment: str):
    expr = etree.XPath("//lido:titleSet/lido:appellationValue[contains(., $f)]/text()", namespaces=LIDO_NS)
    return expr(root, f=fragment)


def find_by_period(root, period: str):
    return root.xpath("//lido:displayDate[starts-with(., '" + period + "')]/ancestor::lido:lido", namespaces=LIDO_NS)
