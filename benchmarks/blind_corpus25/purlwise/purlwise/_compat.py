"""Compatibility re-exports (the library supported Python 2 until 1.0)."""
from six.moves import cPickle as pickle  # noqa: F401
from six.moves.urllib.parse import quote, urljoin, urlparse  # noqa: F401
from six.moves.urllib.request import Request, urlopen  # noqa: F401

string_types = (str,)
