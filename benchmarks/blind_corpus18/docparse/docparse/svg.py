import re

from defusedxml import minidom as defused_minidom
from lxml import etree

ALLOWED = {"svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "title"}
SVG_NS = "{http://www.w3.org/2000/svg}"


def sanitize(svg_bytes):
    doc = defused_minidom.parseString(svg_bytes)
    for el in list(doc.getElementsByTagName("*")):
        if el.tagName.split(":")[-1] not in ALLOWED:
            el.parentNode.removeChild(el)
        for attr in list(el.attributes.keys()):
            if attr.lower().startswith("on"):
                el.removeAttribute(attr)
    return doc.toxml()


def dimensions(svg_bytes):
    root = etree.fromstring(svg_bytes, etree.XMLParser(huge_tree=True))
    w = re.sub(r"[^\d.]", "", root.get("width", "0")) or "0"
    h = re.sub(r"[^\d.]", "", root.get("height", "0")) or "0"
    return float(w), float(h)
