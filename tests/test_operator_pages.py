"""The operator's own command-line arguments in a page cross no trust boundary; the environment still counts.

A site name from `sys.argv` shown in every page is what the operator chose for their own visitors: whoever runs the
server could write the page directly. An environment variable is not known to be the operator's (a CGI script's
request arrives through the environment), so HTML built from one stays a finding.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SITE = """
    import os
    import sys

    from flask import Flask

    app = Flask(__name__)
    SITE = sys.argv[1] if len(sys.argv) > 1 else "shop"


    @app.route("/")
    def index():
        return "<h1>Welcome to %s</h1>" % SITE


    @app.route("/env")
    def env():
        return "<h1>Hello from %s</h1>" % os.environ["SITE_NAME"]
    """


@pytest.mark.parametrize("needle, expected", [
    ("Welcome to %s", VerdictKind.REFUTED),
    ("Hello from %s", VerdictKind.CONFIRMED),
])
def test_the_operators_arguments_in_a_page_are_theirs(needle, expected):
    verdict = judge_at(MemoryView({"app/site.py": SITE}), "taint", "app/site.py", needle, "xss")
    assert verdict.verdict is expected, verdict.reason
