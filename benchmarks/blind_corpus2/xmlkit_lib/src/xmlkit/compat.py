"""Import shims so the rest of the package does not care which XML stack is present."""
try:
    from lxml import etree

    HAVE_LXML = True
except ImportError:  # pragma: no cover - lxml is a hard dependency, kept for vendored use
    import xml.etree.ElementTree as etree

    HAVE_LXML = False

from defusedxml.ElementTree import fromstring as safe_fromstring
from defusedxml.ElementTree import ParseError


def make_parser(huge_tree=False):
    """Parser used by xmlkit.load: keeps entities so DocBook-style documents render."""
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, huge_tree=huge_tree)


__all__ = ["etree", "HAVE_LXML", "safe_fromstring", "ParseError", "make_parser"]
