"""Where `isinstance(value, int)` (or another number type) holds, value is a number: never the text, bytes or parsed
JSON a request or a caller's string brings. A check for str or dict says nothing, and neither does one for a class of
the project: its object may hold the request's text in its attributes (an error raised with the request's value)."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

MODELS = """
    class Base:
        @classmethod
        def guess_instance(cls, value):
            if isinstance(value, {checked}):
                return value
            raise ValueError(value)


    class Group(Base):
        pass
    """

VIEWS = """
    import shutil

    from flask import Flask, request

    from .models import Group

    app = Flask(__name__)


    @app.route("/groups/delete")
    def delete():
        group = Group.guess_instance(request.args["group"])
        shutil.rmtree("/srv/groups/" + group)
        return ""
    """


@pytest.mark.parametrize("checked, flows", [
    ("int", False), ("(int, float)", False),
    ("str", True), ("(str, int)", True), ("dict", True), ("cls", True), ("Group", True),
])
def test_a_number_is_no_requests_text(checked, flows):
    view = MemoryView({"app/models.py": MODELS.replace("{checked}", checked), "app/views.py": VIEWS})
    found = [f.category for f in raised(view, "taint")]
    assert found == (["path-traversal"] if flows else []), checked
