"""Small compatibility shims kept from the old Flask version of the console."""
try:
    import cPickle as pickle  # type: ignore
except ImportError:  # pragma: no cover
    import pickle

try:
    from urllib.parse import urlparse, urlencode, quote
except ImportError:  # pragma: no cover
    from urlparse import urlparse  # type: ignore
    from urllib import urlencode, quote  # type: ignore

__all__ = ["pickle", "urlparse", "urlencode", "quote"]
