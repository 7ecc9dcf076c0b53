"""A value checked against an upper-case constant of a module the code imports (`if name not in conf.SERVICES:
raise`) is one of the values the project fixed: an allowlist, as a literal one is; what a lookup in such a table
(`LEXERS.get(lang, "text")`) gives is one of its values. A client's own collection
(`request.GET`, imported from Bottle) allows nothing."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CONF = """
    SERVICES = ("web", "worker", "scheduler")
    LEXERS = {"python": "python3", "shell": "bash"}
    """

VIEWS = """
    import subprocess

    from bottle import HTTPError, request, route

    from app import conf
    from app.conf import LEXERS


    @route("/restart")
    def restart():
        name = request.query["name"]
        if name not in conf.SERVICES:
            raise HTTPError(400)
        subprocess.run("systemctl restart %s" % name, shell=True)


    @route("/highlight")
    def highlight():
        lexer = LEXERS.get(request.query["lang"], "text")
        subprocess.run("pygmentize -l %s" % lexer, shell=True)


    @route("/status")
    def status():
        unit = request.query["unit"]
        if unit in request.GET:
            subprocess.run("systemctl status %s" % unit, shell=True)
    """


@pytest.mark.parametrize("needle, expected", [
    ("systemctl restart", VerdictKind.REFUTED),
    ("systemctl status", VerdictKind.CONFIRMED),
    ("pygmentize -l", VerdictKind.REFUTED),  # a lookup in an imported constant table yields one of its values
])
def test_an_imported_modules_constant_is_an_allowlist(needle, expected):
    view = MemoryView({"app/__init__.py": "", "app/conf.py": CONF, "app/views.py": VIEWS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "command-injection")
    assert verdict.verdict is expected, verdict.reason
