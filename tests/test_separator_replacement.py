"""A name whose folder separators are all replaced by text that is none (`path.replace("/", ".")`) names no folder:
like a base name, it cannot climb out of the folder it is joined to. Removing `../` is no such replacement (`....//`
becomes `../` again), nor is a replacement that puts a separator back. Nor can a name checked to be an entry of a
folder's listing (`if name not in os.listdir(folder): raise`): a listing holds no `..` and no separator."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import os

    from flask import Flask, request

    app = Flask(__name__)
    PROFILES = "/var/lib/app/profiles"


    @app.route("/profile")
    def profile():
        name = request.args["path"].strip("/").replace("/", ".")
        with open(os.path.join(PROFILES, name + ".prof"), "w") as f:
            f.write("profile")


    @app.route("/stripped")
    def stripped():
        name = request.args["path"].replace("../", "")
        with open(os.path.join(PROFILES, name), "w") as f:
            f.write("profile")


    @app.route("/nested")
    def nested():
        name = request.args["path"].replace("/", "\\\\")
        with open(os.path.join(PROFILES, name + ".log"), "w") as f:
            f.write("profile")


    @app.route("/download")
    def download():
        name = request.args["name"]
        if name not in os.listdir(PROFILES):
            raise FileNotFoundError(name)
        return open(os.path.join(PROFILES, name, "data.bin"), "rb").read()


    @app.route("/create")
    def create():
        name = request.args["name"]
        if name in os.listdir(PROFILES):
            return "exists"
        return open(os.path.join(PROFILES, name, "new.bin"), "wb").write(b"")
    """


@pytest.mark.parametrize("function, expected", [
    ("def profile", VerdictKind.REFUTED),
    ("def stripped", VerdictKind.CONFIRMED),
    ("def nested", VerdictKind.CONFIRMED),  # a backslash is a separator where the path is Windows'
    ("def download", VerdictKind.REFUTED),  # an entry of the folder's listing
    ("def create", VerdictKind.CONFIRMED),  # reached only when it is none
])
def test_a_name_with_its_separators_replaced_names_no_folder(function, expected):
    view = MemoryView({"app/views.py": VIEWS})
    lines = view.files["app/views.py"].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(function))
    sink = next(line for line in lines[start:] if "open(" in line).strip()
    verdict = judge_at(view, "taint", "app/views.py", sink[:60], "path-traversal")
    assert verdict.verdict is expected, verdict.reason
