"""A helper in another module that runs, as given, the query, command or redirect its caller composed: the
finding sits at each caller's call (where the fix goes), raised by the taint slot and confirmed by the
pattern slot from the helper's own code; a helper that composes the value itself keeps the finding."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

STORAGE = """
    import sqlite3

    def query(sql, params=()):
        conn = sqlite3.connect("app.db")
        cur = conn.cursor()
        cur.execute(sql, params)
        return cur.fetchall()

    def find_user(name):
        cur = sqlite3.connect("app.db").cursor()
        cur.execute("SELECT * FROM users WHERE name = '%s'" % name)
        return cur.fetchall()

    def fetch(url):
        import requests
        return requests.get(url, timeout=5).text

    class Store:
        def run(self, sql):
            cur = sqlite3.connect("app.db").cursor()
            cur.execute(sql)
            return cur.fetchall()
    """

RESPONSES = """
    def redirect(location):
        return {"statusCode": 302, "headers": {"Location": location}, "body": ""}
    """

VIEWS = """
    from flask import Flask, request

    from app import responses, storage
    from app.storage import Store

    app = Flask(__name__)

    @app.route("/search")
    def search():
        term = request.args["q"]
        return str(storage.query("SELECT * FROM items WHERE name LIKE '%" + term + "%'"))

    @app.route("/tag")
    def tag():
        return str(storage.query("SELECT * FROM items WHERE tag = '%s'" % request.args["tag"]))

    @app.route("/safe")
    def safe():
        return str(storage.query("SELECT * FROM items WHERE tag = ?", (request.args["tag"],)))

    @app.route("/user")
    def user():
        return str(storage.find_user(request.args["name"]))

    @app.route("/preview")
    def preview():
        return storage.fetch(request.args["url"])

    @app.route("/store")
    def store():
        return str(Store().run("SELECT * FROM t WHERE a = '%s'" % request.args["a"]))

    @app.route("/go")
    def go():
        return responses.redirect(request.args["to"])
    """


def _view() -> MemoryView:
    return MemoryView({"app/__init__.py": "", "app/storage.py": STORAGE, "app/responses.py": RESPONSES,
                       "app/views.py": VIEWS})


def _where(findings, category):
    return sorted((f.primary.path, f.primary.start_line) for f in findings if f.category == category)


def test_a_wrapper_that_runs_the_callers_query_as_given_is_ticketed_at_each_caller():
    view = _view()
    found = raised(view, "taint")
    search = line_of(view, "app/views.py", "return str(storage.query(\"SELECT * FROM items WHERE name LIKE")
    tag = line_of(view, "app/views.py", "WHERE tag = '%s'\" % request.args")
    sql = _where(found, "sql-injection")
    assert ("app/views.py", search) in sql and ("app/views.py", tag) in sql
    assert ("app/storage.py", line_of(view, "app/storage.py", "cur.execute(sql, params)")) not in sql
    assert ("app/views.py", line_of(view, "app/views.py", "WHERE tag = ?")) not in sql  # bound parameters
    finding = next(f for f in found if f.primary.start_line == search and f.category == "sql-injection")
    assert any(e.path == "app/storage.py" and "cur.execute(sql, params)" in e.quote for e in finding.evidence)
    assert "hands it to" in finding.claim


def test_a_helper_that_composes_the_query_itself_keeps_the_finding_at_its_sink():
    view = _view()
    sql = _where(raised(view, "taint"), "sql-injection")
    assert ("app/storage.py", line_of(view, "app/storage.py", "WHERE name = '%s'\" % name")) in sql
    assert ("app/views.py", line_of(view, "app/views.py", "storage.find_user(")) not in sql


def test_a_method_and_a_fetching_helper_keep_the_finding_at_their_sinks():
    view = _view()
    found = raised(view, "taint")
    assert ("app/storage.py", line_of(view, "app/storage.py", "return requests.get(url")) in _where(found, "ssrf")
    assert ("app/views.py", line_of(view, "app/views.py", "storage.fetch(")) not in _where(found, "ssrf")
    store_call = line_of(view, "app/views.py", "Store().run(")
    assert ("app/views.py", store_call) not in _where(found, "sql-injection")


def test_a_redirect_helper_is_ticketed_at_the_caller():
    view = _view()
    redirects = _where(raised(view, "taint"), "open-redirect")
    assert redirects == [("app/views.py", line_of(view, "app/views.py", "responses.redirect("))]


def test_the_pattern_slot_confirms_a_call_site_from_the_helpers_own_code():
    view = _view()
    finding = next(f for f in raised(view, "taint") if f.category == "sql-injection"
                   and f.primary.start_line == line_of(view, "app/views.py", "LIKE '%\" + term"))
    verdict = judge(view, "pattern", finding)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "hands its parameter sql, as given" in verdict.reason
    redirect = judge_at(view, "pattern", "app/views.py", "responses.redirect(", "open-redirect")
    assert redirect.verdict is VerdictKind.CONFIRMED, redirect.reason


HELPERS = """
    import sqlite3

    def trimmed(sql):
        sql = sql.strip()
        return sqlite3.connect("x.db").execute(sql)

    def limited(sql):
        return sqlite3.connect("x.db").execute(sql + " LIMIT 10")

    def bound(name):
        return sqlite3.connect("x.db").execute("SELECT 1 WHERE a = ?", (name,))
    """

CALLERS = """
    import sys

    from pkg import helpers

    def main():
        helpers.trimmed(sys.argv[1])
        helpers.limited(sys.argv[1])
        helpers.bound(sys.argv[1])
    """


def test_the_pattern_slot_does_not_call_a_helper_a_sink_unless_it_hands_the_parameter_on_as_given():
    view = MemoryView({"pkg/__init__.py": "", "pkg/helpers.py": HELPERS, "pkg/cli.py": CALLERS})
    for needle in ("helpers.trimmed(", "helpers.limited(", "helpers.bound("):
        verdict = judge_at(view, "pattern", "pkg/cli.py", needle, "sql-injection")
        assert verdict.verdict is not VerdictKind.CONFIRMED, (needle, verdict.reason)
        assert "hands its parameter" not in verdict.reason


def test_the_helpers_own_sink_is_not_confirmed_twice_and_the_taint_slot_says_where_the_flows_are():
    view = _view()
    verdict = judge_at(view, "taint", "app/storage.py", "cur.execute(sql, params)", "sql-injection")
    assert verdict.verdict is VerdictKind.UNCERTAIN
    search = line_of(view, "app/views.py", "LIKE '%\" + term")
    assert f"app/views.py:{search}" in verdict.reason, verdict.reason
