"""Python 2/3 shims re-exported for the rest of the package."""
import sys

import six
from six.moves import cPickle as pickle  # noqa: F401
from six.moves import shlex_quote  # noqa: F401
from six.moves.urllib.parse import urlsplit  # noqa: F401
from six.moves.urllib.request import urlopen  # noqa: F401

PY2 = sys.version_info[0] == 2
text_type = six.text_type
binary_type = six.binary_type


def to_bytes(value, encoding="utf-8"):
    if isinstance(value, binary_type):
        return value
    return value.encode(encoding)
