"""A cookie the framework signs is a credential: nobody signs a value they will not trust as proof.

Bottle signs (and pickles) a cookie's value when `set_cookie` is given `secret=`; the application later trusts
what comes back as the subscriber it identifies. Without Secure and HttpOnly it travels in clear and scripts read
it. The same cookie set without a secret, holding nothing that names a credential, stays of unknown relevance.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

BOTTLE = """
    from bottle import Bottle, request, response

    app = Bottle()
    SECRET = "from-the-environment-in-production"


    @app.post("/subscribe")
    def subscribe():
        email = request.forms.get("email")
        response.set_cookie("mb_sub", {"email": email}, secret=SECRET, max_age=86400, path="/")
        response.set_cookie("mb_lang", request.forms.get("lang"), max_age=86400, path="/")
        return "ok"
    """


@pytest.mark.parametrize("needle, expected", [
    ('"mb_sub"', VerdictKind.CONFIRMED),  # signed with the application's secret: a grant it will trust
    ('"mb_lang"', VerdictKind.UNCERTAIN),  # a preference, unsigned: nothing says it authenticates anyone
])
def test_a_cookie_bottle_signs_is_a_credential(needle, expected):
    verdict = judge_at(MemoryView({"app.py": BOTTLE}), "taint", "app.py", needle, "insecure-cookie")
    assert verdict.verdict is expected, verdict.reason
