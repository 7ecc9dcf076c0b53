"""Minimal request/response objects for the office WSGI app."""
from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET")
        self.path = environ.get("PATH_INFO", "/")
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self._body = None
        cookie = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        self.cookies = {k: m.value for k, m in cookie.items()}

    @property
    def body(self):
        if self._body is None:
            length = int(self.environ.get("CONTENT_LENGTH") or 0)
            self._body = self.environ["wsgi.input"].read(length) if length else b""
        return self._body

    @property
    def form(self):
        return {k: v[0] for k, v in parse_qs(self.body.decode("utf-8", "replace")).items()}


class Response:
    def __init__(self, body=b"", status="200 OK", content_type="text/html; charset=utf-8"):
        self.body = body.encode("utf-8") if isinstance(body, str) else body
        self.status = status
        self.headers = [("Content-Type", content_type)]

    def add_header(self, name, value):
        self.headers.append((name, value))


def redirect(location):
    response = Response(b"", "302 Found")
    response.add_header("Location", location)
    return response
