"""What a cookie carries decides whether its missing flags matter.

- A value written in the code as a constant carries no secret: both slots refute a missing Secure or HttpOnly
  (`set_cookie("example_auth", "hi")`); a value computed at run time is judged by what the cookie holds.
- A login view's cookie naming the user it identifies (`set_cookie("labkit_user", user)`) is that user's identity,
  and a value a signer made (`Signer(key).dumps(...)`) is a grant: both credentials. A login view's language
  cookie, its user-name cookie beside a session cookie (the login form's convenience), and a JSON document are
  none.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)


    @app.route("/hello")
    def hello():
        response = make_response("hello")
        response.set_cookie("example_auth", "hi")
        return response


    @app.route("/login")
    def login():
        response = make_response("welcome")
        response.set_cookie("auth_token", secrets.token_urlsafe(32))
        return response
    """


@pytest.mark.parametrize("needle, refuted", [
    ('set_cookie("example_auth", "hi")', True),
    ('set_cookie("auth_token", secrets', False),
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_constant_cookie_value_is_no_secret(slot, needle, refuted):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), slot, "app/views.py", needle, "insecure-cookie")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


IDENTITIES = """
    import json

    from flask import Flask, current_app, make_response, request
    from itsdangerous import Signer

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        user = request.form["user"]
        response = make_response("welcome")
        response.set_cookie("shop_user", user, max_age=3600)
        response.set_cookie("lang", request.form["lang"])
        return response


    @app.route("/signin", methods=["POST"])
    def signin():
        user = request.form["user"]
        response = make_response("welcome")
        response.set_cookie("shop_session", Signer("k").sign(user), secure=True, httponly=True)
        response.set_cookie("last_user", user, max_age=3600)
        return response


    @app.route("/share/<token>")
    def open_share(token):
        grant = Signer(current_app.config["SECRET_KEY"]).dumps(token)
        prefs = json.dumps({"token": token})
        response = make_response("shared")
        response.set_cookie("shop_share", grant, httponly=True)
        response.set_cookie("shop_prefs", prefs, httponly=True)
        return response
    """


@pytest.mark.parametrize("needle, expected", [
    ('set_cookie("shop_user", user', VerdictKind.CONFIRMED),
    ('set_cookie("lang"', VerdictKind.UNCERTAIN),
    ('set_cookie("last_user"', VerdictKind.UNCERTAIN),  # beside the session cookie: the login form's convenience
    ('set_cookie("shop_share", grant', VerdictKind.CONFIRMED),
    ('set_cookie("shop_prefs", prefs', VerdictKind.UNCERTAIN),
])
def test_a_login_views_identity_and_a_signed_grant_are_credentials(needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": IDENTITIES}), "taint", "app/views.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason


TORNADO = """
    import tornado.web


    class LoginHandler(tornado.web.RequestHandler):
        def post(self):
            name = self.get_argument("name")
            self.set_signed_cookie("orchard_user", name, expires_days=30)
            self.set_secure_cookie("orchard_seen", name, secure=True, httponly=True)
            self.set_cookie("orchard_theme", self.get_argument("theme"))


    class SignInHandler(tornado.web.RequestHandler):
        def post(self):
            self.set_cookie("orchard_member", self.get_argument("name"))


    class CartHandler(tornado.web.RequestHandler):
        def post(self):
            self.set_signed_cookie("orchard_cart", self.get_argument("cart"))
    """


@pytest.mark.parametrize("needle, expected", [
    ('set_signed_cookie("orchard_user"', VerdictKind.CONFIRMED),  # signed, and a login handler's user
    ('set_secure_cookie("orchard_seen"', VerdictKind.REFUTED),  # its flags are set
    ('set_cookie("orchard_theme"', VerdictKind.UNCERTAIN),  # a preference, even in a login handler
    ('set_cookie("orchard_member"', VerdictKind.CONFIRMED),  # a sign-in handler's only cookie, naming its user
    ('set_signed_cookie("orchard_cart"', VerdictKind.CONFIRMED),  # signed: the server trusts what it holds
])
def test_a_signed_cookie_in_a_login_handler_is_a_credential(needle, expected):
    verdict = judge_at(MemoryView({"app/auth.py": TORNADO}), "taint", "app/auth.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason


KEYWORDS = """
    import uuid

    from fastapi import FastAPI, Response

    app = FastAPI()


    @app.post("/session")
    def start(response: Response):
        response.set_cookie(key="app_session", value=str(uuid.uuid4()))
        response.set_cookie(key="banner", value="seen")
        return {"ok": True}
    """


@pytest.mark.parametrize("needle, expected", [
    ('key="app_session"', VerdictKind.CONFIRMED),  # named for a session, by keyword
    ('key="banner"', VerdictKind.REFUTED),  # a constant value, by keyword
])
def test_a_cookies_name_and_value_are_read_from_keywords_too(needle, expected):
    verdict = judge_at(MemoryView({"app/api.py": KEYWORDS}), "taint", "app/api.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason
