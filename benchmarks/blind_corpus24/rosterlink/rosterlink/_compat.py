import sys

if sys.version_info < (3, 12):  # pragma: no cover
    raise ImportError("rosterlink needs Python 3.12+")


def ensure_text(value, encoding="utf-8"):
    if isinstance(value, bytes):
        return value.decode(encoding, "replace")
    return str(value)
