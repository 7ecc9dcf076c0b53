"""A sanitiser clears a value only for the categories it guards (CATEGORY_SANITISERS, taint slot).

A base name still carries `;` into a shell, HTML escaping leaves a shell's metacharacters alone, and shell quoting
leaves markup; each is still a sanitiser where it guards. Each case has where the sanitiser must refute and where it
must not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

APP = """
    import html
    import os
    import shlex
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/convert", methods=["POST"])
    def convert():
        upload = request.files["file"]
        src = os.path.join("/srv/in", os.path.basename(upload.filename))
        upload.save(src)
        subprocess.run("raw2csv %s" % src, shell=True)
        return "ok"


    @app.route("/hello")
    def hello():
        name = html.escape(request.args["name"])
        os.system("banner " + name)
        return "<h1>Hello %s</h1>" % name


    @app.route("/quoted")
    def quoted():
        name = shlex.quote(request.args["name"])
        os.system("banner " + name)
        return "<h1>%s</h1>" % name
    """


def _raised() -> dict[tuple[str, str], VerdictKind]:
    """(category, the cited line's text) -> the pattern slot's verdict, for what the taint slot raises."""
    view = MemoryView({"app.py": APP})
    lines = view.files["app.py"].splitlines()
    return {(f.category, lines[f.primary.start_line - 1].strip()): judge(view, "pattern", f).verdict
            for f in raised(view, "taint")}


@pytest.mark.parametrize("category, line", [
    ("command-injection", 'subprocess.run("raw2csv %s" % src, shell=True)'),  # a base name into a shell
    ("command-injection", 'os.system("banner " + name)'),  # HTML escaping into a shell (the /hello one)
    ("xss", 'return "<h1>%s</h1>" % name'),  # shell quoting into a page
])
def test_a_sanitiser_does_not_clear_what_it_does_not_guard(category, line):
    found = _raised()
    assert (category, line) in found
    assert found[(category, line)] is VerdictKind.CONFIRMED  # the other slot agrees


@pytest.mark.parametrize("category, line", [
    ("path-traversal", "upload.save(src)"),  # the base name keeps the file in its folder
    ("xss", 'return "<h1>Hello %s</h1>" % name'),  # escaped for the page
])
def test_a_sanitiser_still_clears_what_it_guards(category, line):
    assert (category, line) not in _raised()


def test_shell_quoting_still_clears_the_shell():
    commands = [line for category, line in _raised() if category == "command-injection"]
    assert commands.count('os.system("banner " + name)') == 1  # /hello's, not /quoted's
