"""Two ways a request's value is made harmless without a sanitiser call:

- an equality with a value the request did not bring (`if tree_id != user_tree_id: abort(403)`, the id in the
  signed token): past it, the name is that value;
- text after a fresh random name in the same path segment (`f"{uuid.uuid4()}.{extension}"`): a `../` in it climbs
  out of a folder that does not exist, so the path names nothing outside.

Each has its cases where it must not fire: an equality with another request value, with a caller's value, or
only on the failing branch; a separator between the fresh name and the text; a folder a call made (`mkdtemp()`),
which does exist.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, functions_raised, judge_at
from tickets.models import VerdictKind

APP = {
    "trees/auth.py": """
        from flask_jwt_extended import get_jwt


        def tree_from_token():
            return get_jwt().get("tree")
        """,
    "trees/views.py": """
        import os
        import tempfile
        import uuid

        from flask import Blueprint, abort, request

        from trees.auth import tree_from_token

        bp = Blueprint("trees", __name__)
        ROOT = "/srv/trees"


        @bp.route("/own/<tree_id>")
        def own(tree_id):
            user_tree_id = tree_from_token()
            if tree_id != user_tree_id:
                abort(403)
            return open(os.path.join(ROOT, tree_id)).read()


        @bp.route("/own_reversed/<tree_id>")
        def own_reversed(tree_id):
            user_tree_id = tree_from_token()
            if user_tree_id is not None and user_tree_id == tree_id:
                return open(os.path.join(ROOT, tree_id)).read()
            return ""


        @bp.route("/other/<tree_id>")
        def other(tree_id):
            if tree_id != request.args["expected"]:
                abort(403)
            return open(os.path.join(ROOT, tree_id)).read()


        @bp.route("/unequal/<tree_id>")
        def unequal(tree_id):
            user_tree_id = tree_from_token()
            if tree_id == user_tree_id:
                return ""
            return open(os.path.join(ROOT, tree_id)).read()


        @bp.route("/upload/<extension>", methods=["POST"])
        def upload(extension):
            file_name = f"{uuid.uuid4()}.{extension}"
            with open(os.path.join(ROOT, file_name), "wb") as out:
                out.write(request.data)
            return file_name


        @bp.route("/upload_token/<name>", methods=["POST"])
        def upload_token(name):
            import secrets
            with open(os.path.join(ROOT, f"{secrets.token_hex(8)}-{name}"), "wb") as out:
                out.write(request.data)
            return ""


        @bp.route("/upload_folder/<name>", methods=["POST"])
        def upload_folder(name):
            with open(os.path.join(ROOT, f"{uuid.uuid4()}/{name}"), "wb") as out:
                out.write(request.data)
            return ""


        @bp.route("/upload_tmp/<name>", methods=["POST"])
        def upload_tmp(name):
            with open(f"{tempfile.mkdtemp()}{name}", "wb") as out:
                out.write(request.data)
            return ""


        @bp.route("/upload_first/<name>", methods=["POST"])
        def upload_first(name):
            with open(os.path.join(ROOT, f"{name}.{uuid.uuid4()}"), "wb") as out:
                out.write(request.data)
            return ""
        """,
}

LIBRARY = {
    "pyproject.toml": "[project]\nname = 'treelib'\n",
    "treelib/__init__.py": "",
    "treelib/files.py": """
        import yaml


        def load_plain(text):
            return yaml.load(text, Loader=yaml.Loader)  # plain


        def load_named(text, expected):
            if text == expected:
                return yaml.load(text, Loader=yaml.Loader)  # named
            return None
        """,
}

_VIEWS = "trees/views.py"


def _reached(path: str = _VIEWS, files: dict[str, str] = APP) -> set[str]:
    """The functions in PATH whose open() the taint slot raises as path traversal."""
    return functions_raised(files, path, "path-traversal")


def test_a_name_equal_to_a_value_the_request_did_not_bring_is_that_value():
    reached = _reached()
    assert "own" not in reached
    assert "own_reversed" not in reached


def test_an_equality_with_another_request_value_or_on_its_failing_branch_narrows_nothing():
    reached = _reached()
    assert "other" in reached
    assert "unequal" in reached


def test_an_equality_between_two_values_a_caller_gives_narrows_nothing():
    # in a library, both are the caller's: equal to each other, still the caller's choice
    view = MemoryView(LIBRARY)
    for needle in ("# plain", "# named"):
        verdict = judge_at(view, "taint", "treelib/files.py", needle, "unsafe-deserialization")
        assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_text_after_a_fresh_random_name_in_one_path_segment_cannot_climb_out():
    reached = _reached()
    assert "upload" not in reached
    assert "upload_token" not in reached


def test_a_separator_a_made_folder_or_text_before_the_fresh_name_still_counts():
    reached = _reached()
    assert "upload_folder" in reached
    assert "upload_tmp" in reached
    assert "upload_first" in reached
