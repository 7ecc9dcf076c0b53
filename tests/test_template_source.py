"""A template's source built from input is code: render_template_string compiles it (server-side template
injection), in both slots, besides the markup it puts into the page; a constant template given values is neither."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

APP = """
    from flask import Flask, render_template_string, request

    app = Flask(__name__)
    PAGE = "<h1>{{ title }}</h1>"


    @app.route("/welcome")
    def welcome():
        name = request.args.get("name", "colleague")
        return render_template_string(f"<h1>Welcome, {name}!</h1>")


    @app.route("/titled")
    def titled():
        return render_template_string(PAGE, title=request.args.get("title"))
    """


def _tickets() -> dict[tuple[str, int], set[VerdictKind]]:
    view = MemoryView({"app.py": APP})
    return {(f.category, f.primary.start_line): {judge(view, slot, f).verdict for slot in ("pattern", "taint")}
            for f in raised(view, "taint")}


@pytest.mark.parametrize("category", ["code-injection", "xss"])
def test_a_template_built_from_input_is_code_and_markup(category):
    assert _tickets()[(category, 10)] == {VerdictKind.CONFIRMED}


def test_a_constant_template_given_input_as_values_is_neither():
    assert not [key for key in _tickets() if key[1] == 15]
