"""A cookie set through the module's own wrapper of a framework's setter (`self.set_cookie(handler, token)`, where
the module defines `set_cookie` and sets the cookie inside it) is judged where the wrapper calls the framework: the
wrapper chooses the flags. Neither slot raises the call of the wrapper; both still raise a wrapper that leaves a flag
off, and a framework call in a module with no wrapper. A setter a base class of another module defines, choosing
flags itself, is followed the same way by the taint slot."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

WRAPPED = """
    from tornado import web


    class TokenAuth:
        cookie_name = "session-token"

        def set_cookie(self, handler, token):
            kwargs = {"path": "/", "httponly": True, "secure": True}
            handler.set_secure_cookie(self.cookie_name, token, **kwargs)

        def persist(self, handler, token):
            self.set_cookie(handler, token)  # WRAPPED CALL


    class LoginHandler(web.RequestHandler):
        auth = TokenAuth()

        def post(self):
            token = self.get_argument("token")
            self.auth.set_cookie(self, token)  # HANDLER CALL
    """

LEAKY_WRAPPER = """
    from flask import Flask, make_response, request

    app = Flask(__name__)


    def set_cookie(response, token):
        response.set_cookie("session_token", token)  # INNER CALL
        return response


    @app.route("/login", methods=["POST"])
    def login():
        return set_cookie(make_response("ok"), request.form["token"])
    """

PLAIN = """
    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        response = make_response("ok")
        response.set_cookie("session_token", request.form["token"])  # FRAMEWORK CALL
        return response
    """


def _cookie_lines(view: MemoryView, slot: str) -> set[int]:
    return {f.locations[0].start_line for f in raised(view, slot) if f.category == "insecure-cookie"}


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("source, marker, flagged", [
    (WRAPPED, "# WRAPPED CALL", False),
    (WRAPPED, "# HANDLER CALL", False),
    (LEAKY_WRAPPER, "# INNER CALL", True),
    (PLAIN, "# FRAMEWORK CALL", True),
])
def test_a_cookie_set_through_the_modules_own_wrapper_is_judged_inside_it(slot: str, source: str, marker: str,
                                                                         flagged: bool) -> None:
    view = MemoryView({"app/auth.py": source})
    assert (line_of(view, "app/auth.py", marker) in _cookie_lines(view, slot)) is flagged


# A base handler in one module overrides Tornado's setter and chooses flags; a handler in another module inherits it.
BASE = """
    import tornado.web


    class BaseHandler(tornado.web.RequestHandler):
        def set_secure_cookie(self, name, value, expires_days=30, version=None, **kwargs):
            kwargs.setdefault("httponly", True)
            kwargs.setdefault("secure", True)
            super().set_secure_cookie(name, value, expires_days, version, **kwargs)
    """

# ... and one that only hands its caller's keywords on: every flag stays the caller's to choose.
PASSING_BASE = """
    import tornado.web


    class BaseHandler(tornado.web.RequestHandler):
        def set_secure_cookie(self, name, value, expires_days=30, version=None, **kwargs):
            self.application.log_cookie(name)
            super().set_secure_cookie(name, value, expires_days, version, **kwargs)
    """

HANDLERS = """
    from .base import BaseHandler


    class LoginHandler(BaseHandler):
        def post(self):
            user = self.get_argument("user")
            self.set_secure_cookie("user", user)  # INHERITED CALL
    """


@pytest.mark.parametrize("base, flagged", [(BASE, False), (PASSING_BASE, True)])
def test_a_cookie_set_through_a_base_class_setter_of_another_module_is_judged_inside_it(base: str,
                                                                                          flagged: bool) -> None:
    """The pattern slot reads one file and raises the handler's call; the taint slot follows `self` to the base
    class imported from the other module. A setter that chooses flags itself takes the judgement to its own call
    of Tornado's: the handler's call is no proof of a missing flag. One that only passes its caller's keywords on
    leaves the handler's call to be judged as Tornado's."""
    view = MemoryView({"app/__init__.py": "", "app/base.py": base, "app/handlers.py": HANDLERS})
    line = line_of(view, "app/handlers.py", "# INHERITED CALL")
    assert line in _cookie_lines(view, "pattern")  # one file: the base class is out of its sight
    verdict = judge_at(view, "taint", "app/handlers.py", "# INHERITED CALL", "insecure-cookie")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is flagged
