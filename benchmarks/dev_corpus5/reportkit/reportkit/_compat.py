import sys

PY38 = sys.version_info[:2] == (3, 8)

try:
    from functools import cached_property  # noqa: F401
except ImportError:  # pragma: no cover
    cached_property = property


def text(value, encoding="utf-8"):
    if isinstance(value, bytes):
        return value.decode(encoding, "replace")
    return str(value)
