"""A language or type the client's Accept header picks from the program's own offers is one of those offers.

`req.accept_language.best_match(offers)` (WebOb) and `request.accept_languages.best_match(LANGUAGES)` (werkzeug)
return one of the offers the program lists, or the default it gives: the client chooses among them, and writes
none of the text. The header itself, read directly, is still the client's.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import os

    import webob

    LANGUAGES = ["en", "fr", "de"]


    def help_app(environ, start_response):
        req = webob.Request(environ)
        lang = req.accept_language.best_match(LANGUAGES, default_match="en")
        start_response("200 OK", [("Content-Type", "text/html")])
        return [open(os.path.join("/srv/help", lang + ".html"), "rb").read()]


    def legal_app(environ, start_response):
        req = webob.Request(environ)
        lang = req.headers.get("Accept-Language", "en")
        start_response("200 OK", [("Content-Type", "text/html")])
        return [open(os.path.join("/srv/legal", lang + ".html"), "rb").read()]


    def greeting_app(environ, start_response):
        req = webob.Request(environ)
        lang = req.accept_language.best_match(["en", "fr"])
        start_response("200 OK", [("Content-Type", "text/html")])
        return [("<p lang='%s'>Hello</p>" % lang).encode()]


    def welcome_app(environ, start_response):
        req = webob.Request(environ)
        lang = req.accept_language
        start_response("200 OK", [("Content-Type", "text/html")])
        return [("<p lang='%s'>Welcome</p>" % lang).encode()]
    """


@pytest.mark.parametrize("needle, category, expected", [
    ('open(os.path.join("/srv/help"', "path-traversal", False),
    ('open(os.path.join("/srv/legal"', "path-traversal", True),  # the header read directly
    ("<p lang=", "xss", False),
    ("Welcome</p>", "xss", True),  # the header itself
])
def test_a_match_among_the_programs_offers_is_one_of_them(needle, category, expected):
    verdict = judge_at(MemoryView({"app.py": VIEWS}), "taint", "app.py", needle, category)
    assert (verdict.verdict is VerdictKind.CONFIRMED) is expected, verdict.reason
