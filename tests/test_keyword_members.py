"""A constructor's argument kept in the object reaches the sinks its methods run whether it was passed by position
or by keyword (`Search(author=request.args["author"]).by_author()`)."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    class Search:
        def __init__(self, section=None, author=None):
            self.section = section
            self.author = author

        def by_author(self):
            query = f"SELECT * FROM articles WHERE author = '{self.author}'"
            return sqlite3.connect("news.db").execute(query).fetchall()  # the kept author


    class Report:
        def __init__(self, title="", owner=None):
            self.owner = owner

        def rows(self):
            query = f"SELECT * FROM reports WHERE owner = '{self.owner}'"
            return sqlite3.connect("news.db").execute(query).fetchall()  # the kept owner


    @app.route("/articles")
    def articles():
        return str(Search(author=request.args["author"]).by_author())


    @app.route("/reports")
    def reports():
        return str(Report(title=request.args["title"], owner="staff").rows())
    """


@pytest.mark.parametrize(("needle", "confirmed"), [
    ("# the kept author", True),  # the request's value, passed by keyword
    ("# the kept owner", False),  # a constant by keyword; the request's value went to another parameter
])
def test_a_keyword_argument_kept_in_the_object_reaches_its_methods_sinks(needle, confirmed):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), "taint", "app/views.py", needle, "sql-injection")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
