"""A cookie set through the module's own wrapper of a framework's setter (`self.set_cookie(handler, token)`, where
the module defines `set_cookie` and sets the cookie inside it) is judged where the wrapper calls the framework: the
wrapper chooses the flags. Neither slot raises the call of the wrapper; both still raise a wrapper that leaves a flag
off, and a framework call in a module with no wrapper."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, line_of, raised

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
