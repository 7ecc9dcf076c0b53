"""Compatibility re-exports so older callers can keep ``from parchment._compat import ...``."""
import pickle  # noqa: F401
from urllib.parse import quote, urljoin, urlparse  # noqa: F401
from urllib.request import urlopen  # noqa: F401

string_types = (str,)
