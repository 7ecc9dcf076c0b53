import sys

PY2 = sys.version_info[0] == 2

try:
    import cPickle as pickle  # noqa: F401
except ImportError:  # Python 3
    import pickle  # noqa: F401

if PY2:
    string_types = (basestring,)  # noqa: F821
    from urllib import quote  # noqa: F401
else:
    string_types = (str,)
    from urllib.parse import quote  # noqa: F401
