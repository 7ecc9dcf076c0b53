try:
    from urllib.parse import parse_qs, quote, urlencode
    from urllib.request import urlopen
except ImportError:  # Python 2 CGI hosts
    from urllib import quote, urlencode  # noqa: F401
    from urllib2 import urlopen  # noqa: F401
    from urlparse import parse_qs  # noqa: F401

try:
    from html import escape as html_escape
except ImportError:
    from cgi import escape as html_escape  # noqa: F401
