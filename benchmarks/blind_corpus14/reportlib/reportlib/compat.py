"""Compatibility re-exports (the library still supports legacy interpreters)."""
import six
from six.moves import cPickle as pickle  # noqa: F401
from six.moves.urllib.parse import urlsplit  # noqa: F401
from six.moves.urllib.request import Request, urlopen  # noqa: F401

string_types = six.string_types
text_type = six.text_type
