"""One place for imports that moved between library versions."""
from markupsafe import Markup, escape

try:
    from pyramid.authentication import AuthTktCookieHelper
except ImportError:  # pragma: no cover - Pyramid 1.x
    from pyramid.authentication import AuthTktCookieHelper  # type: ignore

try:
    from ldap.filter import escape_filter_chars, filter_format
except ImportError:  # pragma: no cover - vendored copy for tests without python-ldap
    from ._ldapfilter import escape_filter_chars, filter_format  # type: ignore

html_escape = escape

__all__ = ["Markup", "escape", "html_escape", "AuthTktCookieHelper", "escape_filter_chars", "filter_format"]
