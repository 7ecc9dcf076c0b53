class Response:
    def __init__(self, body=b"", status="200 OK", content_type="text/html; charset=utf-8", headers=None):
        self.body = body.encode("utf-8") if isinstance(body, str) else body
        self.status = status
        self.headers = [("Content-Type", content_type)] + list(headers or [])

    def add_header(self, name, value):
        self.headers.append((name, value))

    def __call__(self, environ, start_response):
        start_response(self.status, self.headers + [("Content-Length", str(len(self.body)))])
        return [self.body]


def redirect(location, status="302 Found"):
    return Response(b"", status=status, headers=[("Location", location)])


def not_found(msg="Not Found"):
    return Response(msg, status="404 Not Found", content_type="text/plain")
