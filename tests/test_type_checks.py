"""Where `isinstance(value, C)` holds for a class of the project (or `cls`, or a number type), value is an object
of that class or a number: never the text, bytes or parsed JSON a request or a caller's string brings. A check for
str, dict or any type from outside the project says nothing."""

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
    ("cls", False), ("Group", False), ("(int, Group)", False),
    ("str", True), ("(str, Group)", True), ("dict", True),
])
def test_a_value_of_a_project_class_or_a_number_is_no_requests_text(checked, flows):
    view = MemoryView({"app/models.py": MODELS.replace("{checked}", checked), "app/views.py": VIEWS})
    found = [f.category for f in raised(view, "taint")]
    assert found == (["path-traversal"] if flows else []), checked
