"""xmlkit: small helpers for parsing, querying and fingerprinting XML documents."""
from .digest import canonical_digest, dedupe_key
from .parsing import parse, parse_untrusted
from .query import find_by_attr, find_by_attr_safe

__all__ = [
    "canonical_digest",
    "dedupe_key",
    "find_by_attr",
    "find_by_attr_safe",
    "parse",
    "parse_untrusted",
]
