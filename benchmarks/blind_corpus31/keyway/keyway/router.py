import re
from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request:
    def __init__(self, environ, params):
        self.environ = environ
        self.params = params
        self.method = environ["REQUEST_METHOD"]
        self.path = environ.get("PATH_INFO", "/")
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self.cookies = {k: m.value for k, m in SimpleCookie(environ.get("HTTP_COOKIE", "")).items()}
        self._body = None

    @property
    def body(self):
        if self._body is None:
            n = int(self.environ.get("CONTENT_LENGTH") or 0)
            self._body = self.environ["wsgi.input"].read(n) if n else b""
        return self._body

    @property
    def form(self):
        return {k: v[0] for k, v in parse_qs(self.body.decode("utf-8", "replace")).items()}


class Response:
    def __init__(self, body=b"", status="200 OK", content_type="text/html; charset=utf-8"):
        self.body = body if isinstance(body, bytes) else body.encode("utf-8")
        self.status = status
        self.headers = [("Content-Type", content_type)]

    def header(self, name, value):
        self.headers.append((name, value))
        return self


def redirect_to(location, status="302 Found"):
    r = Response(b"", status)
    r.header("Location", location)
    return r


class Router:
    def __init__(self):
        self.routes = []

    def add(self, method, pattern, handler):
        self.routes.append((method, re.compile("^" + pattern + "$"), handler))

    def match(self, method, path):
        for m, rx, h in self.routes:
            mo = rx.match(path)
            if mo and m == method:
                return h, mo.groupdict()
        return None, {}
