"""Compatibility shims kept for callers that still import from tabkit.compat."""
import sys

from shlex import quote as quote_arg  # noqa: F401

try:
    from defusedxml import ElementTree as SafeElementTree  # noqa: F401
except ImportError:  # pragma: no cover
    SafeElementTree = None

PY312 = sys.version_info >= (3, 12)
string_types = (str,)
text_type = str


def ensure_text(value, encoding="utf-8"):
    if isinstance(value, bytes):
        return value.decode(encoding)
    return value
