"""Single place for imports that moved between Python versions."""
try:
    from urllib.parse import parse_qs, quote, unquote, unquote_plus, urlencode, urlparse
except ImportError:  # pragma: no cover - Python 2
    from urllib import quote, unquote, unquote_plus, urlencode
    from urlparse import parse_qs, urlparse

try:
    from html import escape as html_escape
except ImportError:  # pragma: no cover - Python 2
    from cgi import escape as html_escape

try:
    from http.cookies import SimpleCookie
except ImportError:  # pragma: no cover - Python 2
    from Cookie import SimpleCookie

text_type = str

__all__ = ["parse_qs", "quote", "unquote", "unquote_plus", "urlencode", "urlparse", "html_escape", "SimpleCookie", "text_type"]
