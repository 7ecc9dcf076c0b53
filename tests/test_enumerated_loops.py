"""`for index, item in enumerate(items)`: the index is a count the loop keeps, never the items' text, so a name built
from it (`f"tag_{index}"`, a bound parameter's name) holds no client text, whatever number it starts from (an int,
or `enumerate` raises); the item still holds all of it."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "tags/views.py": """
        import sqlite3

        from flask import Flask, request

        app = Flask(__name__)
        db = sqlite3.connect("tags.db")


        @app.route("/count")
        def count():
            clauses, params = [], {}
            for index, tag in enumerate(request.args.getlist("tag")):
                name = f"tag_{index}"
                clauses.append(f"tag = :{name}")
                params[name] = tag
                db.execute(f"SELECT count(*) FROM tags WHERE tag = :{name}", params)  # index only
                db.execute(f"SELECT count(*) FROM tags WHERE tag = '{tag}'")  # the item
            return {}
        """,
}


def test_the_index_of_an_enumerated_loop_is_a_count_and_the_item_is_the_clients():
    flagged = markers_raised(APP, "sql-injection")
    assert "index only" not in flagged
    assert "the item" in flagged



def test_an_enumerate_the_module_rebinds_is_not_the_builtin():
    files = {"tags/views.py": APP["tags/views.py"].replace(
        "app = Flask(__name__)",
        "app = Flask(__name__)\n        enumerate = lambda items: ((item, item) for item in items)")}
    assert "index only" in markers_raised(files, "sql-injection")
