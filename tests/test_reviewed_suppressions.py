"""A maintainer's recorded review of one line (`# nosec B105`, `# noqa: S311`) refutes a finding of the class the
named rule suspects, in both slots, where the question is what a value is for: a credential, a random value or a
digest. A suppression naming another rule, and any suppression on an injection, decide nothing."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

MODULE = """
    import hashlib
    import os
    import random

    from flask import Flask, request

    app = Flask(__name__)

    SELFTEST_PASSWORD = "Xk29fjq8Lw7Rt"  # nosec B105 # sample for the self-test
    DEPLOY_PASSWORD = "Pq83hTz01mWv5"  # nosec B603
    ADMIN_PASSWORD = "Vn47sLk2Qe9Zx"


    def reset_token():
        return "%032x" % random.getrandbits(128)  # noqa: S311


    def session_token():
        return "%024x" % random.getrandbits(96)


    def password_digest(password):
        return hashlib.md5(password.encode()).hexdigest()  # nosec


    @app.route("/ping")
    def ping():
        os.system("ping -c 1 " + request.args["host"])  # nosec
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("SELFTEST_PASSWORD = ", "hardcoded-secret", VerdictKind.REFUTED),
    ("DEPLOY_PASSWORD = ", "hardcoded-secret", VerdictKind.CONFIRMED),  # B603 is a subprocess rule, not this one
    ("ADMIN_PASSWORD = ", "hardcoded-secret", VerdictKind.CONFIRMED),
    ("random.getrandbits(128)  # noqa", "weak-random", VerdictKind.REFUTED),
    ('hashlib.md5(password', "weak-hash", VerdictKind.REFUTED),
    ('os.system("ping', "command-injection", VerdictKind.CONFIRMED),  # who controls the data is not reviewed
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_reviewed_suppression_refutes_only_its_own_class(slot, needle, category, expected):
    verdict = judge_at(MemoryView({"app/views.py": MODULE}), slot, "app/views.py", needle, category)
    assert verdict.verdict is expected, verdict.reason
    if expected is VerdictKind.REFUTED:
        assert "reviewed" in verdict.reason


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_an_unsuppressed_token_is_still_judged(slot):
    verdict = judge_at(MemoryView({"app/views.py": MODULE}), slot, "app/views.py", "getrandbits(96)", "weak-random")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
