"""An interactive shell's commands (`cmd.Cmd`'s `do_<name>(line)`) run what the person at its prompt typed, as
`input()` is: a whole command line they typed, run as it is, is theirs (SCons's `shell` command). A command the
program builds around what they typed is still a value, where a quoting bug bites. And an environment variable
named by an attribute the class sets only to the shell's variables (`SHELL`, `COMSPEC`) is the operator's shell."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SHELL = """
    import cmd
    import os
    import subprocess
    import sys


    class Console(cmd.Cmd):
        def __init__(self):
            cmd.Cmd.__init__(self)
            if sys.platform == "win32":
                self.shell_variable = "COMSPEC"
            else:
                self.shell_variable = "SHELL"
            self.tool_variable = "BUILD_TOOL"
            self.picked_variable = "SHELL"

        def do_shell(self, argv):
            argv = argv[1:]
            if not argv:
                argv = os.environ[self.shell_variable]
            subprocess.Popen(argv, shell=True)  # typed whole

        def do_ping(self, host):
            subprocess.call("ping -c 1 " + host, shell=True)  # built around

        def do_tool(self, line):
            subprocess.call(os.environ[self.tool_variable], shell=True)  # another variable

        def do_use(self, name):
            self.picked_variable = name

        def do_picked(self, line):
            subprocess.call(os.environ[self.picked_variable], shell=True)  # a variable the caller may name

        def helper(self, line):
            subprocess.call(line, shell=True)  # no command of the shell
    """


@pytest.mark.parametrize("needle, expected", [
    ("# typed whole", VerdictKind.REFUTED),
    ("# built around", VerdictKind.CONFIRMED),
    ("# another variable", VerdictKind.CONFIRMED),
    ("# a variable the caller may name", VerdictKind.CONFIRMED),
])
def test_an_interactive_shells_command_runs_what_its_operator_typed(needle, expected):
    verdict = judge_at(MemoryView({"tool/interactive.py": SHELL}), "taint", "tool/interactive.py", needle,
                       "command-injection")
    assert verdict.verdict is expected, verdict.reason


def test_a_method_that_is_no_command_of_the_shell_is_judged_as_before():
    verdict = judge_at(MemoryView({"tool/interactive.py": SHELL}), "taint", "tool/interactive.py",
                       "# no command of the shell", "command-injection")
    assert "typed at the prompt" not in verdict.reason


SERVED = """
    import cmd
    import socketserver
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    class AdminShell(cmd.Cmd):
        def do_run(self, line):
            subprocess.call(line, shell=True)  # over a socket


    class Handler(socketserver.StreamRequestHandler):
        def handle(self):
            AdminShell(stdin=self.rfile, stdout=self.wfile).cmdloop()
    """

CALLED = """
    import cmd
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    class Console(cmd.Cmd):
        def do_shell(self, line):
            subprocess.call(line, shell=True)  # called by a view


    @app.route("/run")
    def run():
        Console().do_shell(request.args["cmd"])
    """


@pytest.mark.parametrize("code, needle", [(SERVED, "# over a socket"), (CALLED, "# called by a view")])
def test_a_shell_fed_by_something_else_than_its_operator_is_judged_as_any_code(code, needle):
    verdict = judge_at(MemoryView({"tool/admin.py": code}), "taint", "tool/admin.py", needle, "command-injection")
    assert "typed at the prompt" not in verdict.reason, verdict.reason


EDITORS = """
    import os
    import subprocess


    class Editor:
        def __init__(self, name):
            self.variable = "EDITOR"
            self.other = "VISUAL"
            self.fallback = "EDITOR"

        def pick(self, name):
            self.other, self.count = name, 0

        def run(self):
            subprocess.call(os.environ[self.variable], shell=True)  # set from outside

        def run_other(self):
            subprocess.call(os.environ[self.other], shell=True)  # unpacked elsewhere

        def run_fallback(self):
            subprocess.call(os.environ.get(self.fallback, "vi"), shell=True)  # read with get


    def open_editor(name):
        editor = Editor(name)
        editor.variable = name
        editor.run()
    """


@pytest.mark.parametrize("needle, expected", [
    ("# set from outside", VerdictKind.CONFIRMED),
    ("# unpacked elsewhere", VerdictKind.CONFIRMED),
    ("# read with get", VerdictKind.REFUTED),
])
def test_an_attribute_names_the_operators_command_only_when_nothing_else_sets_it(needle, expected):
    verdict = judge_at(MemoryView({"tool/editor.py": EDITORS}), "taint", "tool/editor.py", needle,
                       "command-injection")
    assert verdict.verdict is expected, verdict.reason
