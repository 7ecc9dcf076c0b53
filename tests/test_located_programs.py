"""An argument list whose program is put in place (`cmd[0] = locate_executable(cmd[0])`, duplicity's
`args[0] = util.which(args[0])`) names its program as `Popen([program, ...])` does: a program found on the operator's
`PATH` is the operator's choice, and only a program a caller or a request chooses can inject a command."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

CODE = {
    "site/utils.py": """
        import os
        import subprocess


        def locate_executable(exe_file, cwd=None):
            for path in os.environ.get("PATH", "").split(os.pathsep):
                candidate = os.path.join(path, exe_file)
                if os.path.isfile(candidate):
                    return candidate
            return None


        def portable_popen(cmd, *args, **kwargs):
            exe = locate_executable(cmd[0], kwargs.get("cwd"))
            if exe is None:
                raise RuntimeError("not found")
            cmd[0] = exe
            return subprocess.Popen(cmd, *args, **kwargs)  # the located program


        def build(site):
            return portable_popen(["lektor-build", site]).wait()
        """,
    "site/web.py": """
        import subprocess

        from flask import Flask, request

        from site.utils import portable_popen

        app = Flask(__name__)


        @app.route("/run")
        def run():
            cmd = request.args["cmd"].split()
            cmd[0] = request.args["prog"]
            return str(subprocess.Popen(cmd).wait())  # a program the request chose


        @app.route("/tool")
        def tool():
            return str(portable_popen([request.args["tool"], "--version"]).wait())
        """,
}


def test_a_program_found_on_the_operators_path_is_no_command_injection():
    helper = {"site/utils.py": CODE["site/utils.py"]}  # its one caller names a constant program
    found = [f.title for f in raised(MemoryView(helper), "taint") if f.category == "command-injection"]
    assert found == []


@pytest.mark.parametrize(("path", "needle"), [
    ("site/web.py", "# a program the request chose"),
    ("site/utils.py", "# the located program"),  # the route `tool` names the program the helper locates
])
def test_a_program_a_request_chooses_is_still_a_finding(path, needle):
    verdict = judge_at(MemoryView(CODE), "taint", path, needle, "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
