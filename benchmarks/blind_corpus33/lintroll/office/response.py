"""Response objects with hand-written headers."""

REASONS = {200: "OK", 302: "Found", 303: "See Other", 400: "Bad Request", 403: "Forbidden", 404: "Not Found"}


class Response:
    def __init__(self, body=b"", status=200, content_type="text/html; charset=utf-8"):
        self.body = body.encode("utf-8") if isinstance(body, str) else body
        self.status = status
        self.headers = [("Content-Type", content_type)]

    def add_header(self, name, value):
        self.headers.append((name, value))

    def __call__(self, environ, start_response):
        start_response("%d %s" % (self.status, REASONS.get(self.status, "")), self.headers + [("Content-Length", str(len(self.body)))])
        return [self.body]


def redirect(location, status=302):
    resp = Response(b"", status=status)
    resp.add_header("Location", location)
    return resp
