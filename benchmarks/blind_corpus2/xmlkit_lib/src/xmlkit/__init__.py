"""xmlkit - helpers for loading, querying, signing and bundling XML documents."""
from .archive import extract_bundle, extract_bundle_stdlib, read_manifest
from .compat import HAVE_LXML
from .expr import select, select_checked
from .include import resolve_includes, resolve_includes_restricted
from .parse import load, load_safe, stream_values
from .query import find_by_attr, find_by_id
from .serialize import from_yaml, from_yaml_strict
from .signing import sign, verify
from .validate import xmllint, xmllint_args

__all__ = [
    "HAVE_LXML", "load", "load_safe", "stream_values", "find_by_attr", "find_by_id",
    "select", "select_checked", "resolve_includes", "resolve_includes_restricted",
    "from_yaml", "from_yaml_strict", "extract_bundle", "extract_bundle_stdlib",
    "read_manifest", "sign", "verify", "xmllint", "xmllint_args",
]
__version__ = "0.9.0"
