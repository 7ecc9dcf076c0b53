from .compat import SimpleCookie, parse_qs


class Request:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ.get("REQUEST_METHOD", "GET").upper()
        self.path = environ.get("PATH_INFO", "/") or "/"
        self.query = {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        self._form = None

    @property
    def form(self):
        if self._form is None:
            self._form = {}
            if self.method == "POST":
                length = int(self.environ.get("CONTENT_LENGTH") or 0)
                body = self.environ["wsgi.input"].read(length).decode("utf-8", "replace")
                self._form = {k: v[0] for k, v in parse_qs(body).items()}
        return self._form

    @property
    def cookies(self):
        c = SimpleCookie(self.environ.get("HTTP_COOKIE", ""))
        return {k: m.value for k, m in c.items()}

    def path_tail(self, prefix):
        return self.path[len(prefix):] if self.path.startswith(prefix) else None
