"""CSL (Citation Style Language) style handling."""
from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import etree

CSL_NS = {"cs": "http://purl.org/net/xbiblio/csl"}

# styles in the wild still use the old "locale" external entity trick
_STYLE_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


def load_style(xml_text):
    """Parse a CSL style, e.g. one downloaded from the style repository."""
    return etree.fromstring(xml_text, _STYLE_PARSER)


def load_style_strict(xml_text):
    safe_fromstring(xml_text)  # raises on any DTD entity declaration
    return etree.fromstring(xml_text, etree.XMLParser(resolve_entities=False, no_network=True))


def style_macro(style_root, macro_name):
    return style_root.xpath("//cs:macro[@name='%s']" % macro_name, namespaces=CSL_NS)


def style_macro_safe(style_root, macro_name):
    return style_root.xpath("//cs:macro[@name=$name]", name=macro_name, namespaces=CSL_NS)


def style_title(xml_text):
    root = safe_fromstring(xml_text)
    node = root.find("{http://purl.org/net/xbiblio/csl}info/{http://purl.org/net/xbiblio/csl}title")
    return node.text if node is not None else None
