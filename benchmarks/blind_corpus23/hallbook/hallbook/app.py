from . import handlers  # noqa: F401  (registers routes)
from .request import Request
from .router import resolve


def application(environ, start_response):
    req = Request(environ)
    handler = resolve(req.method, req.path)
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    status, headers, body = handler(req)
    start_response(status, headers)
    return [body if isinstance(body, bytes) else body.encode("utf-8")]
