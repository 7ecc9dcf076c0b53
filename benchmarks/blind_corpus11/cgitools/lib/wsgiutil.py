import html
from urllib.parse import parse_qs, urlsplit

ALLOWED_REDIRECT_HOSTS = {"intranet.firma.local", "wiki.firma.local"}


class Request(object):
    def __init__(self, environ):
        self.environ = environ
        self.path = environ.get("PATH_INFO", "/")
        self.args = parse_qs(environ.get("QUERY_STRING", ""))

    def arg(self, name, default=""):
        vals = self.args.get(name)
        return vals[0] if vals else default


def respond(start_response, body, status="200 OK", ctype="text/html; charset=iso-8859-1"):
    data = body.encode("latin-1", "xmlcharrefreplace")
    start_response(status, [("Content-Type", ctype), ("Content-Length", str(len(data)))])
    return [data]


def redirect(start_response, target):
    parts = urlsplit(target)
    if parts.scheme not in ("", "http", "https") or (parts.netloc and parts.netloc not in ALLOWED_REDIRECT_HOSTS):
        target = "/"
    start_response("302 Found", [("Location", target)])
    return [b""]


def esc(value):
    return html.escape(value, quote=True)
