from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request(object):
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET")
        self.path = environ.get("PATH_INFO", "/") or "/"
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self._form = None
        c = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        self.cookies = {k: m.value for k, m in c.items()}

    @property
    def form(self):
        if self._form is None:
            try:
                n = int(self.environ.get("CONTENT_LENGTH") or 0)
            except ValueError:
                n = 0
            body = self.environ["wsgi.input"].read(n).decode("utf-8", "replace")
            self._form = {k: v[0] for k, v in parse_qs(body).items()}
        return self._form


class Response(object):
    def __init__(self, body="", status="200 OK", content_type="text/html; charset=utf-8"):
        self.body = body
        self.status = status
        self.headers = [("Content-Type", content_type)]

    def __call__(self, start_response):
        data = self.body.encode("utf-8") if isinstance(self.body, str) else self.body
        start_response(self.status, self.headers + [("Content-Length", str(len(data)))])
        return [data]
