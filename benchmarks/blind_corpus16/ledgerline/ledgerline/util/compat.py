"""Py2/Py3 shims kept from the original codebase."""
try:  # pragma: no cover
    import cPickle as pickle
except ImportError:  # pragma: no cover
    import pickle

try:  # pragma: no cover
    from urllib.parse import quote, urlencode, urlparse
except ImportError:  # pragma: no cover
    from urllib import quote, urlencode
    from urlparse import urlparse

__all__ = ["pickle", "quote", "urlencode", "urlparse"]
