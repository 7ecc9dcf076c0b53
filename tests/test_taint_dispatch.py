"""Dispatch tables: a dict of the project's functions or the object's methods, and a call of whatever is looked
up in it. Each function of the table sees the call's arguments."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

APP = """
    import os
    import subprocess
    from urllib.parse import parse_qs

    def ping(args):
        return subprocess.check_output("ping -c 1 " + args, shell=True)

    def uptime(args):
        return subprocess.check_output("uptime", shell=True)

    def grep_log(pattern):
        return subprocess.check_output("grep '" + pattern + "' /var/log/app.log", shell=True)

    COMMANDS = {"ping": ping, "uptime": uptime, "grep": lambda words: grep_log(" ".join(words))}

    class App:
        def __call__(self, environ, start_response):
            qs = {k: v[-1] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
            routes = {"/find": self.find, "/about": self.about}
            handler = routes.get(environ.get("PATH_INFO", "/"))
            if handler is None:
                return []
            return handler(qs, start_response)

        def find(self, qs, start_response):
            return [os.popen("grep -r " + qs["q"] + " /srv/notes").read().encode()]

        def about(self, qs, start_response):
            return [b"about"]

    def run_command(environ):
        name, _, args = environ["QUERY_STRING"].partition("=")
        return COMMANDS[name](args)

    def run_fixed(name):
        return COMMANDS[name]("localhost")
    """


def test_every_function_of_a_dispatch_table_sees_the_calls_arguments():
    view = MemoryView({"app.py": APP})
    flagged = sorted(f.symbol for f in raised(view, "taint") if f.category == "command-injection")
    assert flagged == ["App.find", "grep_log", "ping"]


def test_a_table_called_only_with_constants_confirms_nothing():
    view = MemoryView({"app.py": APP.replace("return COMMANDS[name](args)", "return COMMANDS[name]('localhost')")})
    assert judge_at(view, "taint", "app.py", '"ping -c 1 " + args', "command-injection").verdict \
        is not VerdictKind.CONFIRMED


def test_the_taint_slot_confirms_the_pattern_slots_raise_through_a_table():
    view = MemoryView({"app.py": APP})
    for needle in ('"ping -c 1 " + args', '"grep -r " + qs["q"]'):
        verdict = judge_at(view, "taint", "app.py", needle, "command-injection")
        assert verdict.verdict is VerdictKind.CONFIRMED, (needle, verdict.reason)
