"""Python 2/3 shims.  New code should import from here, not from the stdlib."""
import sys

PY2 = sys.version_info[0] == 2

try:
    import cPickle as pickle  # noqa: F401
except ImportError:
    import pickle  # noqa: F401

try:
    from urllib import quote, unquote, urlencode  # noqa: F401
    from urlparse import parse_qs, urlparse  # noqa: F401
except ImportError:
    from urllib.parse import parse_qs, quote, unquote, urlencode, urlparse  # noqa: F401

try:
    from Cookie import SimpleCookie  # noqa: F401
except ImportError:
    from http.cookies import SimpleCookie  # noqa: F401

try:
    from cgi import escape as html_escape  # noqa: F401
except ImportError:
    from html import escape as html_escape  # noqa: F401

if PY2:
    text_type = unicode  # noqa: F821
else:
    text_type = str
