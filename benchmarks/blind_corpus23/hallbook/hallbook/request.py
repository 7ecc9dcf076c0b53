from http.cookies import SimpleCookie
from urllib.parse import parse_qs


class Request:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET")
        self.path = environ.get("PATH_INFO", "/")
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self.form = {}
        if self.method == "POST":
            length = int(environ.get("CONTENT_LENGTH") or 0)
            body = environ["wsgi.input"].read(length).decode("utf-8", "replace")
            self.form = {k: v[0] for k, v in parse_qs(body).items()}
        jar = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        self.cookies = {k: m.value for k, m in jar.items()}

    def param(self, name, default=""):
        return self.form.get(name) or self.query.get(name, default)
