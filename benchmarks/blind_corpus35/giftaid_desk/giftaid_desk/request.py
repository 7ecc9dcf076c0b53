from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET")
        self.path = environ.get("PATH_INFO", "/")
        self.query = parse_qs(environ.get("QUERY_STRING", ""))
        self.cookies = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        self._form = None

    def arg(self, name, default=""):
        return self.query.get(name, [default])[0]

    @property
    def form(self):
        if self._form is None:
            length = int(self.environ.get("CONTENT_LENGTH") or 0)
            body = self.environ["wsgi.input"].read(length).decode("utf-8") if length else ""
            self._form = {k: v[0] for k, v in parse_qs(body).items()}
        return self._form

    def body(self):
        length = int(self.environ.get("CONTENT_LENGTH") or 0)
        return self.environ["wsgi.input"].read(length)

    def cookie(self, name):
        morsel = self.cookies.get(name)
        return morsel.value if morsel else None


class Response:
    def __init__(self, body="", status="200 OK", content_type="text/html; charset=utf-8"):
        self.body = body
        self.status = status
        self.headers = [("Content-Type", content_type)]

    def __iter__(self):
        data = self.body.encode("utf-8") if isinstance(self.body, str) else self.body
        return iter([data])
