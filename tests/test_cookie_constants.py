"""A cookie whose value is a constant written in the code carries no secret: its flags protect nothing.

Both slots refute a missing Secure or HttpOnly there (`set_cookie("example_auth", "hi")`); a value computed at run
time (a session token) is still judged by what the cookie's name says it holds.
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
