"""A value written through a number format (`%d`, `%.2f`, `{total:,.2f}`) is digits, whatever text it came from:
no markup, no quote, no shell metacharacter. Each conversion counts for its own argument only; `%s`, `%r`, `%c`
carry the text; named conversions (`%(total)d`) take one mapping, which is digits only when every one of them is a
number's."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

APP = """
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/count")
    def count():
        return "<p>%d items</p>" % request.args["n"]


    @app.route("/named")
    def named():
        return "<p>%s items</p>" % request.args["n"]


    @app.route("/total")
    def total():
        return f"<p>{request.args['n']:,.2f} total</p>"


    @app.route("/label")
    def label():
        return f"<p>{request.args['n']!s:>10} total</p>"


    @app.route("/row")
    def row():
        db = sqlite3.connect("app.db")
        return str(db.execute("SELECT * FROM t WHERE id = %d AND name = '%s'" % (request.args["id"],
                                                                             request.args["name"])).fetchall())


    @app.route("/page")
    def page():
        db = sqlite3.connect("app.db")
        return str(db.execute("SELECT * FROM t LIMIT 10 OFFSET %d" % request.args["page"]).fetchall())


    @app.route("/char")
    def char():
        return "<p>%c</p>" % request.args["n"]


    @app.route("/mapping")
    def mapping():
        return "<p>%(n)d of %(title)s</p>" % request.args


    @app.route("/counts")
    def counts():
        return "<p>%(n)d of %(total)d</p>" % request.args
    """


@pytest.mark.parametrize("needle, category, expected", [
    ('"<p>%d items</p>"', "xss", False),  # digits only
    ('"<p>%s items</p>"', "xss", True),
    ("n']:,.2f}", "xss", False),  # a number spec
    ("n']!s:>10}", "xss", True),  # an alignment spec takes text
    ("SELECT * FROM t WHERE id = %d AND name", "sql-injection", True),  # the %s argument still reaches the query
    ("LIMIT 10 OFFSET %d", "sql-injection", False),
    ('"<p>%c</p>"', "xss", True),  # a character: `<` is chr(60)
    ('"<p>%(n)d of %(title)s', "xss", True),  # one of the mapping's values is written as text
    ('"<p>%(n)d of %(total)d', "xss", False),  # every value written as a number
])
def test_a_number_format_writes_digits_only(needle, category, expected):
    view = MemoryView({"app.py": APP})
    line = next(n for n, text in enumerate(view.files["app.py"].splitlines(), 1) if needle in text)
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert ((category, line) in found) is expected, sorted(found)


def test_the_taint_slot_refutes_an_injection_its_peer_raises_through_a_number_format():
    verdict = judge_at(MemoryView({"app.py": APP}), "taint", "app.py", "LIMIT 10 OFFSET %d", "sql-injection")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
