"""Small import shims so the rest of the package does not care about versions."""
try:
    from markupsafe import Markup, escape
except ImportError:  # pragma: no cover - very old Jinja installs
    from jinja2 import Markup, escape

from urllib.parse import quote, urljoin, urlparse

__all__ = ["Markup", "escape", "quote", "urljoin", "urlparse"]
