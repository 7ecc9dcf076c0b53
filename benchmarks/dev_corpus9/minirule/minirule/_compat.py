"""Python 2/3 shims kept for the 1.x series."""
import sys

PY2 = sys.version_info[0] == 2

if PY2:  # pragma: no cover
    string_types = (str, unicode)  # noqa: F821
    from cgi import escape as html_escape
    from urlparse import parse_qs  # noqa: F401
    from Cookie import SimpleCookie  # noqa: F401
else:
    string_types = (str,)
    from html import escape as html_escape  # noqa: F401
    from urllib.parse import parse_qs  # noqa: F401
    from http.cookies import SimpleCookie  # noqa: F401


def ensure_text(value, encoding="utf-8"):
    if isinstance(value, bytes):
        return value.decode(encoding)
    return value
