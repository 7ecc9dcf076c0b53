"""A deliberately small request object over the WSGI environ."""
from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET").upper()
        self.path = environ.get("PATH_INFO", "/") or "/"
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self._form = None
        cookie = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        self.cookies = {k: m.value for k, m in cookie.items()}
        self.route_args = ()

    @property
    def form(self):
        if self._form is None:
            length = int(self.environ.get("CONTENT_LENGTH") or 0)
            body = self.environ["wsgi.input"].read(length) if length else b""
            self._form = {k: v[0] for k, v in parse_qs(body.decode("utf-8")).items()}
        return self._form

    def body(self):
        length = int(self.environ.get("CONTENT_LENGTH") or 0)
        return self.environ["wsgi.input"].read(length) if length else b""

    def param(self, name, default=""):
        return self.query.get(name, self.form.get(name, default) if self.method == "POST" else default)
