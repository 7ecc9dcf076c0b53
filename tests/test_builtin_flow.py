"""Data flow across functions and modules of the repository, in both slots.

A value read from a request in one module and used in a helper, a class or a re-exported
module elsewhere is followed there when a finding at the sink is judged: the confirmation
quotes the source and the call in their own files. A raise reads its one file (the seam's
per-file promise, which incremental audits and the raise pool rest on), so the taint slot
raises within a module and judges across modules. A helper only ever given constants is not
confirmed.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

HELPERS = {
    "app/__init__.py": "",
    "app/shell.py": """
        import subprocess

        def run(command):
            return subprocess.check_output(command, shell=True)

        def uptime():
            return run("uptime")
        """,
    "app/views.py": """
        from flask import Flask, request
        from app.shell import run
        from app import db

        app = Flask(__name__)

        @app.route("/ping")
        def ping():
            return run("ping -c 1 " + request.args["host"])

        @app.route("/user")
        def user():
            return db.Users().find(request.args["name"])
        """,
    "app/db.py": """
        import sqlite3

        class Users:
            def find(self, name):
                conn = sqlite3.connect("app.db")
                return conn.execute("SELECT * FROM users WHERE name = '%s'" % name).fetchall()
        """,
}


def test_a_sink_in_a_helper_module_is_confirmed_where_it_is_with_the_callers_source():
    view = MemoryView(HELPERS)
    verdict = judge_at(view, "taint", "app/shell.py", "check_output", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    quoted = {(e.path, e.quote) for e in verdict.evidence}
    assert ("app/views.py", 'return run("ping -c 1 " + request.args["host"])') in quoted


def test_a_raise_stays_within_its_file():
    # views.py hands request data to helpers in other modules: its raise cannot see those sinks, and
    # the helpers' raises cannot see the request. The pattern slot raises the sinks; the taint slot judges them.
    assert raised(MemoryView(HELPERS), "taint") == []
    pattern = {(f.category, f.primary.path) for f in raised(MemoryView(HELPERS), "pattern")}
    assert {("command-injection", "app/shell.py"), ("sql-injection", "app/db.py")} <= pattern


@pytest.mark.parametrize("path, needle, category", [
    ("app/shell.py", "check_output", "command-injection"),
    ("app/db.py", "conn.execute", "sql-injection"),
])
def test_the_taint_slot_confirms_a_flow_into_another_module(path, needle, category):
    view = MemoryView(HELPERS)
    verdict = judge_at(view, "taint", path, needle, category)  # as the pattern slot raises it
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert any(e.path == "app/views.py" for e in verdict.evidence)


def test_a_helper_only_given_constants_is_not_flagged():
    view = MemoryView({path: text for path, text in HELPERS.items() if path != "app/views.py"})
    assert "app/shell.py" not in {f.primary.path for f in raised(view, "taint")}
    verdict = judge_at(view, "taint", "app/shell.py", "check_output", "command-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED


RE_EXPORTS = {
    "lib/__init__.py": "",
    "lib/compat.py": """
        try:
            import cPickle as pickle
        except ImportError:
            import pickle
        """,
    "lib/session.py": """
        from .compat import pickle
        from six.moves import cPickle
        from flask import request

        def load():
            return pickle.loads(request.cookies["state"])

        def load_old():
            return cPickle.loads(request.data)
        """,
}


def test_names_re_exported_by_a_compat_module_or_six_are_followed():
    view = MemoryView(RE_EXPORTS)
    # six.moves is known by name, so even a raise (one file) follows it; the package's own compat
    # module is read when the finding is judged.
    assert [(f.category, f.primary.start_line) for f in raised(view, "taint")] == [("unsafe-deserialization", 9)]
    verdict = judge_at(view, "taint", "lib/session.py", "pickle.loads(request.cookies", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


RETURNS = {
    "svc/inputs.py": """
        from flask import request

        def wanted_file():
            return request.args.get("file", "")
        """,
    "svc/files.py": """
        from svc.inputs import wanted_file

        def read():
            with open("/srv/data/" + wanted_file()) as handle:
                return handle.read()
        """,
}


def test_a_value_returned_by_another_module_keeps_its_source():
    verdict = judge_at(MemoryView(RETURNS), "taint", "svc/files.py", "open(", "path-traversal")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert ("svc/inputs.py", 'return request.args.get("file", "")') in {(e.path, e.quote) for e in verdict.evidence}


MEMBERS = {
    "jobs/__init__.py": "",
    "jobs/runner.py": """
        import os

        class Backup:
            def __init__(self, target):
                self.target = target

            def run(self):
                os.system("tar czf /backups/out.tgz " + self.target)

        class Report:
            def configure(self, title):
                self.title = title

            def render(self):
                return "<h1>" + self.title + "</h1>"
        """,
    "jobs/web.py": """
        from flask import Flask, request
        from jobs.runner import Backup

        app = Flask(__name__)

        @app.route("/backup", methods=["POST"])
        def backup():
            Backup(request.form["target"]).run()
            return "started"
        """,
    "jobs/store.py": """
        import sqlite3

        class Users:
            def find(self, name):
                return sqlite3.connect("a.db").execute("SELECT * FROM u WHERE name = '%s'" % name)

        class Service:
            def __init__(self):
                self.users = Users()

            def lookup(self, name):
                return self.users.find(name)
        """,
    "jobs/api.py": """
        from flask import request
        from jobs.store import Service

        def user():
            return str(Service().lookup(request.args["name"]))
        """,
}


def test_an_argument_kept_in_self_reaches_a_sink_in_another_method():
    verdict = judge_at(MemoryView(MEMBERS), "taint", "jobs/runner.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_an_object_kept_in_self_is_followed_into_its_methods():
    verdict = judge_at(MemoryView(MEMBERS), "taint", "jobs/store.py", ".execute(", "sql-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_a_stored_argument_nobody_taints_is_not_flagged():
    view = MemoryView({path: text for path, text in MEMBERS.items() if path != "jobs/web.py"})
    found = {(f.category, f.primary.path) for f in raised(view, "taint")}
    assert ("command-injection", "jobs/runner.py") not in found
    verdict = judge_at(view, "taint", "jobs/runner.py", "os.system(", "command-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
