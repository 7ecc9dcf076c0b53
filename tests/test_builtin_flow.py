"""Data flow across functions and modules of the repository, in both slots.

A value read from a request in one module and used in a helper, a class or a re-exported
module elsewhere is followed there; the finding sits at the sink, with evidence quoting
the source and the call in their own files (a helper that runs, as given, what its caller composed is
the exception: tests/test_handed_sinks.py). A helper only ever given constants is not flagged.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, judge_at, raised
from tickets.models import VerdictKind

HELPERS = {
    "app/__init__.py": "",
    "app/shell.py": """
        import subprocess

        def run(host):
            return subprocess.check_output("ping -c 1 " + host, shell=True)

        def uptime():
            return run("localhost")
        """,
    "app/views.py": """
        from flask import Flask, request
        from app.shell import run
        from app import db

        app = Flask(__name__)

        @app.route("/ping")
        def ping():
            return run(request.args["host"])

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


def test_a_sink_in_a_helper_module_is_raised_where_it_is_with_the_callers_source():
    view = MemoryView(HELPERS)
    found = {(f.category, f.primary.path) for f in raised(view, "taint")}
    assert found == {("command-injection", "app/shell.py"), ("sql-injection", "app/db.py")}
    shell = next(f for f in raised(view, "taint") if f.category == "command-injection")
    quoted = {(e.path, e.quote) for e in shell.evidence}
    assert ("app/shell.py", 'return subprocess.check_output("ping -c 1 " + host, shell=True)') in quoted
    assert ("app/views.py", 'return run(request.args["host"])') in quoted


@pytest.mark.parametrize("path, needle, category", [
    ("app/shell.py", "check_output", "command-injection"),
    ("app/db.py", "conn.execute", "sql-injection"),
])
def test_each_slot_confirms_a_flow_into_another_module(path, needle, category):
    view = MemoryView(HELPERS)
    finding = next(f for f in raised(view, "taint") if f.primary.path == path)
    assert judge(view, "pattern", finding).verdict is VerdictKind.CONFIRMED
    verdict = judge_at(view, "taint", path, needle, category)  # as the pattern slot would raise it
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
    found = raised(MemoryView(RE_EXPORTS), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [
        ("unsafe-deserialization", 6), ("unsafe-deserialization", 9)]


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
    found = raised(MemoryView(RETURNS), "taint")
    assert [(f.category, f.primary.path) for f in found] == [("path-traversal", "svc/files.py")]
    assert ("svc/inputs.py", 'return request.args.get("file", "")') in {(e.path, e.quote) for e in found[0].evidence}


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
    found = {(f.category, f.primary.path) for f in raised(MemoryView(MEMBERS), "taint")}
    assert ("command-injection", "jobs/runner.py") in found


def test_an_object_kept_in_self_is_followed_into_its_methods():
    found = {(f.category, f.primary.path) for f in raised(MemoryView(MEMBERS), "taint")}
    assert ("sql-injection", "jobs/store.py") in found


def test_a_stored_argument_nobody_taints_is_not_flagged():
    view = MemoryView({path: text for path, text in MEMBERS.items() if path != "jobs/web.py"})
    found = {(f.category, f.primary.path) for f in raised(view, "taint")}
    assert ("command-injection", "jobs/runner.py") not in found


def test_a_raise_names_the_module_files_it_consulted():
    # The view's module files a per-file raise read (transitively), so a kept raise can be checked against them.
    from agent_providers.builtin.provider import BuiltinAnalyser
    from agent_providers.seam import RaiseTask

    provider = BuiltinAnalyser("taint-flow")
    assert provider.raises_per_file and provider.raise_consults
    reply = provider.raise_findings(RaiseTask(MemoryView(HELPERS), ("app/views.py",)))
    assert reply.consulted == ("app/db.py", "app/shell.py")
    pattern = BuiltinAnalyser("bandit-rules")
    assert not pattern.raise_consults
    assert pattern.raise_findings(RaiseTask(MemoryView(HELPERS), ("app/views.py",))).consulted == ()


def test_a_caller_in_a_private_function_nothing_calls_confirms_nothing():
    dead_caller = """
        from flask import request
        from app.shell import run

        def _old_ping():
            return run(request.args["host"])
        """
    view = MemoryView({"app/__init__.py": "", "app/shell.py": HELPERS["app/shell.py"], "app/views.py": dead_caller})
    verdict = judge_at(view, "taint", "app/shell.py", "check_output", "command-injection")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
    live = MemoryView({**view.files, "app/cli.py": "from app.views import _old_ping\n\n_old_ping()\n"})
    assert judge_at(live, "taint", "app/shell.py", "check_output", "command-injection").verdict \
        is VerdictKind.CONFIRMED
