"""Tornado handlers that subclass the project's own BaseHandler, and Tornado's HTTP client.

A verb of a class whose base is named `...Handler`, in a module that imports tornado, is a request handler: its
arguments are URL captures (the base, a RequestHandler, is usually in another module). Outside a Tornado module a
`BaseHandler` may be anything (a logging handler), and nothing is assumed. `AsyncHTTPClient().fetch(url)` sends
a request, as `requests.get` does, so the pattern slot confirms an SSRF there too.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

BASE = """
    import tornado.web


    class BaseHandler(tornado.web.RequestHandler):
        def get_current_user(self):
            return self.get_signed_cookie("user")
    """

HANDLERS = """
    import tornado.web
    from tornado.httpclient import AsyncHTTPClient

    from .base import BaseHandler


    class ItemHandler(BaseHandler):
        @tornado.web.authenticated
        def get(self, sku):
            self.write("<h2>No item %s</h2>" % sku)


    class FeedHandler(BaseHandler):
        async def get(self):
            feed = self.get_argument("feed")
            response = await AsyncHTTPClient().fetch(feed, request_timeout=10)
            self.write(response.body)
    """

NOT_TORNADO = """
    from .logs import BaseHandler


    class AuditHandler(BaseHandler):
        def get(self, record):
            return "<p>%s</p>" % record
    """


def _view() -> MemoryView:
    return MemoryView({"app/__init__.py": "", "app/base.py": BASE, "app/handlers.py": HANDLERS,
                       "app/audit.py": NOT_TORNADO})


@pytest.mark.parametrize("path, needle, category, expected", [
    ("app/handlers.py", "No item %s", "xss", VerdictKind.CONFIRMED),
    ("app/audit.py", "<p>%s</p>", "xss", VerdictKind.UNCERTAIN),
])
def test_a_verb_of_a_tornado_modules_handler_subclass_gets_url_captures(path, needle, category, expected):
    verdict = judge_at(_view(), "taint", path, needle, category)
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_tornados_http_client_fetch_is_an_outbound_request(slot):
    verdict = judge_at(_view(), slot, "app/handlers.py", "AsyncHTTPClient().fetch(feed", "ssrf")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
