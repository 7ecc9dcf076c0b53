"""A catch-all route whose first path segment is written out matches only paths that start with it.

Superset keeps its old URLs alive with `@app.route('/<regex("panoramix\\/.*"):url>')` and
`redirect(request.full_path.replace('panoramix', 'superset'))`: every path that route matches starts with
`/panoramix/`, so the redirect stays on the site. A route matching any path at all (`/<path:rest>`) lets a client
send `//evil.example/`, and a redirect to the request's own path then leaves the site.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

APP = """
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route({pattern})
    def legacy(url):
        return redirect(request.full_path.replace("panoramix", "superset"))
    """


@pytest.mark.parametrize("pattern", ["'/<regex(\"panoramix\\\\/.*\"):url>'", "'/panoramix/<path:url>'"])
def test_a_redirect_to_the_path_of_a_route_with_a_fixed_first_segment_is_refuted(pattern: str) -> None:
    view = MemoryView({"app.py": APP.replace("{pattern}", pattern)})
    verdict = judge_at(view, "taint", "app.py", "return redirect(", "open-redirect")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "stays on this site" in verdict.reason


@pytest.mark.parametrize("pattern", ["'/<path:url>'", "'/<regex(\".*\"):url>'"])
def test_a_redirect_to_the_path_of_a_route_matching_any_path_is_confirmed(pattern: str) -> None:
    view = MemoryView({"app.py": APP.replace("{pattern}", pattern)})
    verdict = judge_at(view, "taint", "app.py", "return redirect(", "open-redirect")
    assert verdict.verdict is VerdictKind.CONFIRMED
