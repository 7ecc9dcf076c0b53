"""Small compatibility layer kept from the Python 2 days."""
try:  # pragma: no cover
    import cPickle as pickle  # noqa: F401
except ImportError:  # pragma: no cover
    import pickle  # noqa: F401

try:  # pragma: no cover
    from urllib.parse import urlparse, urljoin, quote  # noqa: F401
except ImportError:  # pragma: no cover
    from urlparse import urlparse, urljoin  # noqa: F401
    from urllib import quote  # noqa: F401

try:
    string_types = (basestring,)  # noqa: F821
except NameError:
    string_types = (str,)

__all__ = ["pickle", "urlparse", "urljoin", "quote", "string_types"]
