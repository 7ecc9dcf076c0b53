import traceback

from .request import Request, Response
from .router import resolve
from .views import claims, donors, receipts, session  # noqa: F401  (registers routes)


def application(environ, start_response):
    req = Request(environ)
    handler = resolve(req.method, req.path)
    if handler is None:
        resp = Response("<h1>Not found</h1>", status="404 Not Found")
    else:
        try:
            resp = handler(req)
        except Exception:
            traceback.print_exc()
            resp = Response("<h1>Server error</h1>", status="500 Internal Server Error")
    start_response(resp.status, resp.headers)
    return resp
