"""Markup's own formatting escapes what it formats in.

`Markup("<h2>Results for %s</h2>") % q` and `Markup("<b>{}</b>").format(q)` put the request's text in as text:
markupsafe escapes each value it formats (its `%` and `format()` go through its escaping formatter). A template built
with plain `%` first and then marked safe, or a plain string returned as a page, carries the markup in.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

VIEWS = """
    from flask import Flask, request
    from markupsafe import Markup

    app = Flask(__name__)


    @app.route("/a")
    def a():
        return Markup("<h2>Results for %s</h2>") % request.args.get("q", "")  # formatted by Markup


    @app.route("/b")
    def b():
        return Markup("<h2>Results for {}</h2>").format(request.args.get("q", ""))  # formatted by Markup too


    @app.route("/c")
    def c():
        return "<h2>Results for %s</h2>" % request.args.get("q", "")  # a plain string


    @app.route("/d")
    def d():
        return Markup("<h2>Results for %s</h2>" % request.args.get("q", ""))  # formatted, then marked safe


    @app.route("/e")
    def e():
        template = request.args["t"]
        return Markup(template) % "x"  # the template is the request's
    """


@pytest.mark.parametrize(("marker", "raised_here"), [
    ("# formatted by Markup", False),
    ("# formatted by Markup too", False),
    ("# a plain string", True),
    ("# formatted, then marked safe", True),
    ("# the template is the request's", True),
])
def test_markups_own_formatting_escapes_the_values_it_formats(marker: str, raised_here: bool) -> None:
    view = MemoryView({"app/views.py": VIEWS})
    line = next(n for n, text in enumerate(view.files["app/views.py"].splitlines(), 1) if marker in text)
    lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "xss"}
    assert (line in lines) is raised_here
