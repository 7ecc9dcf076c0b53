from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Req:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET").upper()
        self.path = environ.get("PATH_INFO", "/") or "/"
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self._body = None

    def body(self):
        if self._body is None:
            length = int(self.environ.get("CONTENT_LENGTH") or 0)
            self._body = self.environ["wsgi.input"].read(length) if length else b""
        return self._body

    @property
    def form(self):
        return {k: v[0] for k, v in parse_qs(self.body().decode("utf-8")).items()}

    @property
    def cookies(self):
        jar = SimpleCookie(self.environ.get("HTTP_COOKIE", ""))
        return {k: m.value for k, m in jar.items()}


def html(body, status="200 OK", headers=None):
    return status, [("Content-Type", "text/html; charset=utf-8")] + (headers or []), body


def text(body, status="200 OK"):
    return status, [("Content-Type", "text/plain; charset=utf-8")], body


def see_other(location, headers=None):
    return "303 See Other", [("Location", location)] + (headers or []), ""
