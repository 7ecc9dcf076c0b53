"""A command loop that picks a method by a written prefix and the text it was sent calls every method so named.

`getattr(self, "do_" + verb.lower(), self.unknown)(rest)` (a line protocol's verbs, cmd.Cmd's `do_*`) may call
any method of the class whose name starts with "do_", and the default: each gets `rest`. A method without the
prefix is not one of them."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

CONTROL = """
import socketserver
import subprocess


class ControlHandler(socketserver.StreamRequestHandler):
    def handle(self):
        for raw in self.rfile:
            verb, _, rest = raw.decode("utf-8", "replace").strip().partition(" ")
            getattr(self, "do_" + verb.lower(), self.unknown)(rest)

    def unknown(self, rest):
        subprocess.call("logger unknown " + rest, shell=True)

    def do_pause(self, rest):
        subprocess.call("octoctl pause " + rest, shell=True)

    def do_calc(self, rest):
        return eval(rest)

    def helper(self, rest):
        subprocess.call("octoctl helper " + rest, shell=True)


class Console:
    def run(self, line):
        verb, _, rest = line.partition(" ")
        return getattr(self, f"cmd_{verb}")(rest)

    def cmd_show(self, rest):
        return eval(rest)
"""


def test_every_method_a_prefix_dispatch_may_call_gets_what_was_sent():
    view = MemoryView({"ctl.py": CONTROL})
    found = {(f.primary.start_line, f.category) for f in raised(view, "taint")}
    lines = view.files["ctl.py"].splitlines()
    named = {lines[line - 1].strip(): category for line, category in found}
    assert named == {
        'subprocess.call("logger unknown " + rest, shell=True)': "command-injection",  # the default
        'subprocess.call("octoctl pause " + rest, shell=True)': "command-injection",
        "return eval(rest)": "code-injection",  # do_calc (cmd_show's caller sends nothing untrusted)
    }


def test_the_pattern_slot_confirms_a_prefix_dispatched_flow():
    view = MemoryView({"ctl.py": CONTROL})
    for finding in raised(view, "taint"):
        verdict = judge(view, "pattern", finding)
        assert verdict.verdict is VerdictKind.CONFIRMED, (finding.primary, verdict.reason)
