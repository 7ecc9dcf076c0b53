"""A framework's error handler is handed the error a request raised, and its message may carry the request's input.

Flask's `errorhandler`, FastAPI's `exception_handler` (the exception is the last parameter) and Tornado's
`write_error(**kwargs)` (the exception in `kwargs["exc_info"]`) are entry points: HTML built from the error
unescaped is reflected XSS (`abort(400, description=...)` echoed into the page). An escaped message, a template,
JSON and a page built only from the status code are not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

FLASK = """
    from flask import Flask, render_template
    from markupsafe import escape

    app = Flask(__name__)


    @app.errorhandler(400)
    def bad_request(error):
        return f"<h1>Bad request</h1><p>{error.description}</p>", 400


    @app.errorhandler(403)
    def forbidden(error):
        return f"<h1>Forbidden</h1><p>{escape(error.description)}</p>", 403


    @app.errorhandler(404)
    def not_found(error):
        return render_template("404.html", error=error), 404
    """

FASTAPI = """
    from fastapi import FastAPI, Request
    from fastapi.responses import HTMLResponse, JSONResponse

    app = FastAPI()


    class FormNotFound(Exception):
        def __init__(self, slug):
            self.slug = slug


    @app.exception_handler(FormNotFound)
    async def form_not_found(request: Request, exc: FormNotFound):
        return HTMLResponse(f"<p>Nothing is published at <code>{exc.slug}</code>.</p>", status_code=404)


    @app.exception_handler(KeyError)
    async def missing(request: Request, exc: KeyError):
        return JSONResponse({"missing": str(exc)}, status_code=404)
    """

TORNADO = """
    import tornado.web


    class BaseHandler(tornado.web.RequestHandler):
        def write_error(self, status_code, **kwargs):
            exc = kwargs.get("exc_info", (None, None, None))[1]
            detail = getattr(exc, "detail", "")
            self.finish("<html><body><p>%s</p></body></html>" % detail)


    class PlainHandler(tornado.web.RequestHandler):
        def write_error(self, status_code, **kwargs):
            self.finish("<html><body><h1>%d</h1></body></html>" % status_code)
    """


@pytest.mark.parametrize("files, path, needle, expected", [
    ({"app/errors.py": FLASK}, "app/errors.py", "<p>{error.description}</p>", VerdictKind.CONFIRMED),
    ({"app/errors.py": FLASK}, "app/errors.py", "{escape(error.description)}", VerdictKind.REFUTED),
    ({"app/main.py": FASTAPI}, "app/main.py", "HTMLResponse(f", VerdictKind.CONFIRMED),
    ({"app/base.py": TORNADO}, "app/base.py", '<p>%s</p></body></html>" % detail', VerdictKind.CONFIRMED),
])
def test_html_built_from_the_error_a_request_raised_is_reflected(files, path, needle, expected):
    verdict = judge_at(MemoryView(files), "taint", path, needle, "xss")
    assert verdict.verdict is expected, verdict.reason


def test_templates_json_and_status_codes_raise_nothing():
    view = MemoryView({"app/errors.py": FLASK, "app/main.py": FASTAPI, "app/base.py": TORNADO})
    found = sorted((f.primary.path, f.primary.start_line) for f in raised(view, "taint") if f.category == "xss")
    lines = {path: view.files[path].splitlines() for path in view.files}
    assert [lines[path][line - 1].strip()[:20] for path, line in found] == [
        'self.finish("<html><', 'return f"<h1>Bad req', 'return HTMLResponse(']
