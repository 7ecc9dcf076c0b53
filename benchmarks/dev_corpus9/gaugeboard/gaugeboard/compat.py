"""Re-exports that hide differences between Tornado releases."""
from tornado.escape import json_decode, json_encode, url_escape
from tornado.escape import xhtml_escape as escape_html

try:  # Tornado >= 6.3
    from tornado.web import RequestHandler
    _HAS_SIGNED = hasattr(RequestHandler, "set_signed_cookie")
except ImportError:  # pragma: no cover
    _HAS_SIGNED = False


def set_signed(handler, name, value, **kwargs):
    if _HAS_SIGNED:
        return handler.set_signed_cookie(name, value, **kwargs)
    return handler.set_secure_cookie(name, value, **kwargs)


def get_signed(handler, name, **kwargs):
    if _HAS_SIGNED:
        return handler.get_signed_cookie(name, **kwargs)
    return handler.get_secure_cookie(name, **kwargs)


__all__ = ["escape_html", "json_encode", "json_decode", "url_escape", "set_signed", "get_signed"]
