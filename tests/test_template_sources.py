"""Mako's and Bottle's templates embed Python: a template whose source the request (or a stored row) supplies runs
code, as `jinja2.Template(source)` does. A template named by a constant does not."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

APP = """
    import sqlite3

    import bottle
    from mako.template import Template


    @bottle.route("/paste/<pid:int>")
    def show(pid):
        row = sqlite3.connect("pastes.db").execute("SELECT title, body FROM pastes WHERE id = ?", (pid,)).fetchone()
        return bottle.template(row[1], viewer="guest")  # a stored template's source


    @bottle.route("/preview")
    def preview():
        return Template(bottle.request.query.get("tpl", "")).render()  # the request's Mako source


    @bottle.route("/")
    def index():
        return bottle.template("index", title="Pastes")  # a template named by a constant
    """


@pytest.mark.parametrize(("needle", "expected"), [
    ("# a stored template's source", VerdictKind.CONFIRMED),
    ("# the request's Mako source", VerdictKind.CONFIRMED),
])
def test_a_mako_or_bottle_template_built_from_outside_input_is_code_injection(needle, expected):
    view = MemoryView({"paste/app.py": APP})
    assert judge_at(view, "taint", "paste/app.py", needle, "code-injection").verdict is expected
    assert judge_at(view, "pattern", "paste/app.py", needle, "code-injection").verdict is expected


def test_a_template_named_by_a_constant_raises_nothing():
    view = MemoryView({"paste/app.py": APP})
    lines = {f.primary.start_line for slot in ("pattern", "taint") for f in raised(view, slot)
             if f.category == "code-injection"}
    assert lines == {10, 15}, lines  # the stored source and the Mako source; not the named template (line 20)
