"""docparse -- small helpers for turning uploaded documents into structured data."""
from .xmlio import parse_xml, parse_xml_strict
from .frontmatter import split_front_matter
from .digest import fingerprint

__all__ = ["parse_xml", "parse_xml_strict", "split_front_matter", "fingerprint"]
