"""Cookie setters beyond Werkzeug's and Django's, read from their own signatures: web.py's `web.setcookie` and
Twisted's `request.addCookie` (whose HttpOnly keyword is `httpOnly`) set no flag unless told; Falcon's
`resp.set_cookie` is Secure and HttpOnly unless told otherwise (its keyword is `http_only`)."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

WEBPY = """
    import web


    class Login:
        def POST(self):
            sid = web.ctx.sessions.new()
            web.setcookie("app_session", sid, 3600)
            web.setcookie("app_auth", sid, 3600, secure=True, httponly=True)
    """

TWISTED = """
    from twisted.web.resource import Resource


    class LoginPage(Resource):
        def render_POST(self, request):
            sid = self.sessions.new()
            request.addCookie(b"session_id", sid, path=b"/")
            request.addCookie(b"auth_token", sid, path=b"/", secure=True, httpOnly=True)
            return b"ok"
    """

FALCON = """
    import falcon


    class LoginResource:
        def on_post(self, req, resp):
            token = self.tokens.issue(req.media["user"])
            resp.set_cookie("session_token", token, max_age=3600)
            resp.set_cookie("remember_token", token, max_age=86400, secure=False, http_only=False)
    """


@pytest.mark.parametrize("path, source, needle, raised_there", [
    ("app/account.py", WEBPY, 'setcookie("app_session"', True),
    ("app/account.py", WEBPY, 'setcookie("app_auth"', False),
    ("app/pages.py", TWISTED, 'addCookie(b"session_id"', True),
    ("app/pages.py", TWISTED, 'addCookie(b"auth_token"', False),  # httpOnly, Twisted's spelling
    ("app/resources.py", FALCON, 'set_cookie("session_token"', False),  # Falcon's defaults are on
    ("app/resources.py", FALCON, 'set_cookie("remember_token"', True),
])
def test_the_pattern_slot_reads_each_setters_flags(path, source, needle, raised_there):
    view = MemoryView({path: source})
    lines = {f.primary.start_line for f in raised(view, "pattern") if f.category == "insecure-cookie"}
    assert (line_of(view, path, needle) in lines) is raised_there


@pytest.mark.parametrize("path, source, needle, expected", [
    ("app/account.py", WEBPY, 'setcookie("app_session"', VerdictKind.CONFIRMED),
    ("app/pages.py", TWISTED, 'addCookie(b"session_id"', VerdictKind.CONFIRMED),
    ("app/pages.py", TWISTED, 'addCookie(b"auth_token"', VerdictKind.REFUTED),
    ("app/resources.py", FALCON, 'set_cookie("session_token"', VerdictKind.REFUTED),
    ("app/resources.py", FALCON, 'set_cookie("remember_token"', VerdictKind.CONFIRMED),
])
def test_the_taint_slot_judges_each_setters_flags(path, source, needle, expected):
    verdict = judge_at(MemoryView({path: source}), "taint", path, needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason


# BlackSheep hands its setter a cookie object: the flags are the constructor's keywords, wherever the module makes it
# (on the line, bound once to a local name, returned by a helper of the module); an object another module makes shows
# none here.
BLACKSHEEP = """
    from blacksheep import Cookie

    from .cookies import make_cookie


    class SessionStore:
        def _prepare(self, value):
            return Cookie("session", value, path="/", http_only=True, secure=True)

        def _bare(self, value):
            return Cookie("remember", value, path="/")

        async def save(self, request, response, session_id):
            response.set_cookie(Cookie("session_id", session_id, http_only=True, path="/"))
            response.set_cookie(Cookie("remember_token", session_id, path="/"))
            response.set_cookie(Cookie("auth_token", session_id, http_only=True, secure=True))
            response.set_cookie(self._prepare(session_id))
            response.set_cookie(self._bare(session_id))  # a helper's bare cookie
            response.set_cookie(Cookie(name="login_token", value=session_id))
            token_cookie = Cookie("access_token", session_id, path="/")
            response.set_cookie(token_cookie)
            response.set_cookie(make_cookie(session_id))
    """


@pytest.mark.parametrize("needle, missing", [
    ('Cookie("session_id"', "Secure"),
    ('Cookie("remember_token"', "Secure and HttpOnly"),
    ('Cookie("auth_token"', None),
    ("self._prepare(session_id)", None),
    ("# a helper's bare cookie", "Secure and HttpOnly"),
    ('Cookie(name="login_token"', "Secure and HttpOnly"),
    ("set_cookie(token_cookie)", "Secure and HttpOnly"),
    ("make_cookie(session_id)", None),  # made in another module: its flags are not shown here
])
def test_a_cookie_objects_flags_are_read_from_its_constructor(needle, missing):
    view = MemoryView({"app/sessions.py": BLACKSHEEP})
    titles = {f.primary.start_line: f.title for f in raised(view, "pattern") if f.category == "insecure-cookie"}
    title = titles.get(line_of(view, "app/sessions.py", needle))
    assert (title is None if missing is None else title.startswith(f"Cookie set without {missing} in")), title


@pytest.mark.parametrize("needle, expected", [
    ('Cookie("session_id"', VerdictKind.CONFIRMED),
    ('Cookie("auth_token"', VerdictKind.REFUTED),
    ("self._prepare(session_id)", VerdictKind.REFUTED),
    ("# a helper's bare cookie", VerdictKind.CONFIRMED),
    ('Cookie(name="login_token"', VerdictKind.CONFIRMED),
    ("set_cookie(token_cookie)", VerdictKind.CONFIRMED),
    ("make_cookie(session_id)", VerdictKind.UNCERTAIN),
])
def test_the_taint_slot_reads_a_cookie_objects_flags_from_its_constructor(needle, expected):
    view = MemoryView({"app/sessions.py": BLACKSHEEP})
    verdict = judge_at(view, "taint", "app/sessions.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason


def test_a_setter_given_one_value_in_a_module_without_cookie_objects_is_read_as_before():
    source = """
        from flask import Flask, request, make_response

        app = Flask(__name__)


        @app.route("/login", methods=["POST"])
        def login():
            resp = make_response("ok")
            resp.set_cookie(request.form["session_id"])
            return resp
        """
    view = MemoryView({"app/views.py": source})
    lines = {f.primary.start_line for f in raised(view, "pattern") if f.category == "insecure-cookie"}
    assert line_of(view, "app/views.py", 'set_cookie(request.form["session_id"])') in lines
