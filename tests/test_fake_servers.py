"""A fake server a test suite starts is test code, by its folder's or module's name.

urllib3's `dummyserver/app.py` redirects wherever `?target=` says so that the tests can follow it; sqlmap's
`extra/vulnserver/` is deliberately injectable. Both slots refute there; the same view in the application is a
finding.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEW = """
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/redirect")
    def go():
        return redirect(request.args["target"])
    """


@pytest.mark.parametrize("path, refuted", [
    ("dummyserver/app.py", True),
    ("extra/vulnserver/vulnserver.py", True),
    ("src/mock_server.py", True),
    ("shop/views.py", False),
    ("shop/servers.py", False),  # a module of the application's servers
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_fake_servers_redirect_is_test_code(slot, path, refuted):
    verdict = judge_at(MemoryView({path: VIEW}), slot, path, "return redirect(", "open-redirect")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
