"""Python 2/3 compatibility shims kept for downstream users on old interpreters."""
import sys

PY2 = sys.version_info[0] == 2

if PY2:  # pragma: no cover
    string_types = (str, unicode)  # noqa: F821
    from urllib2 import urlopen, Request  # noqa: F401
    from urllib import quote  # noqa: F401
    import cPickle as pickle  # noqa: F401
else:
    string_types = (str,)
    from urllib.request import urlopen, Request  # noqa: F401
    from urllib.parse import quote  # noqa: F401
    import pickle  # noqa: F401


def to_text(value, encoding="utf-8"):
    if isinstance(value, bytes):
        return value.decode(encoding, "replace")
    return value
