"""Py2/Py3 shims kept for the old agents that still import from here."""
try:  # pragma: no cover
    import cPickle as pickle  # noqa: F401
except ImportError:  # pragma: no cover
    import pickle  # noqa: F401

try:
    from urllib.parse import unquote, urlparse  # noqa: F401
    from urllib.request import Request, urlopen  # noqa: F401
except ImportError:  # pragma: no cover
    from urllib import unquote  # noqa: F401
    from urllib2 import Request, urlopen  # noqa: F401
    from urlparse import urlparse  # noqa: F401

text_type = str
