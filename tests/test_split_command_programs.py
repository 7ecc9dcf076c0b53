"""A command line split into an argument list (`shlex.split(cc) + ["-dumpmachine"]`) or written as a list led by a
helper's parameter (`[xmlsec, "--list-transforms"]`, there or bound to a name first) is run without a shell: the
text names the program, which the operator's own environment may choose. A helper doing so passes that on to its
callers: a caller handing it an environment variable runs the operator's program; one handing it a request's value
runs the client's. A shell command is another matter: the operator's value is still parsed by the shell."""

from __future__ import annotations

from agent_providers.builtin.taint import TaintFlowAnalyser
from tests.builtin_support import MemoryView, line_of

HELPERS = """
    import shlex
    import subprocess


    def is_cygwin(cc):
        return subprocess.check_output(shlex.split(cc) + ["-dumpmachine"]).strip().endswith(b"cygwin")


    def transforms(xmlsec):
        return subprocess.Popen([xmlsec, "--list-transforms"], stdout=subprocess.PIPE).communicate()[0]


    def support(xmlsec):
        com_list = [xmlsec, "--list-transforms"]
        return subprocess.Popen(com_list, stdout=subprocess.PIPE).communicate()[0]


    def run_script(script):
        return subprocess.Popen("/bin/sh " + script, shell=True).wait()
    """

CALLERS = """
    import os

    from flask import Flask, request

    from pkg.helpers import is_cygwin, run_script, support, transforms

    app = Flask(__name__)


    def configure():
        return is_cygwin(os.environ.get("CC", "gcc")), transforms(os.environ["XMLSEC_BINARY"])


    def configure_more():
        found = support(os.environ["XMLSEC"])
        return found, run_script(os.environ["HOOK"])


    @app.route("/probe")
    def probe():
        return str(is_cygwin(request.args["cc"])) + str(transforms(request.args["xmlsec"]))


    @app.route("/probe-more")
    def probe_more():
        return str(support(request.args["xmlsec"]))
    """


def _calls() -> set[int]:
    """The lines of app.py's calls whose value reaches a helper's command as live taint (read from the sink sites:
    one finding names only the first caller of a sink)."""
    view = MemoryView({"pkg/__init__.py": "", "pkg/helpers.py": HELPERS, "app.py": CALLERS})
    module = TaintFlowAnalyser().raising_project(view).module("app.py")
    assert not isinstance(module, str)
    return {site.call_line for site in module.sites if site.category == "command-injection" and site.live_taint
            and site.call_line is not None}


def _line(needle: str) -> int:
    return line_of(MemoryView({"app.py": CALLERS}), "app.py", needle)


def test_the_operators_environment_choosing_the_program_is_no_injection() -> None:
    assert _line("return is_cygwin(os.environ") not in _calls()


def test_a_client_choosing_the_program_is() -> None:
    assert _line('is_cygwin(request.args["cc"])') in _calls()


def test_a_list_bound_to_a_name_first_still_names_its_program() -> None:
    assert _line('found = support(os.environ["XMLSEC"])') not in _calls()
    assert _line('support(request.args["xmlsec"])') in _calls()


def test_the_operators_environment_in_a_shell_command_still_counts() -> None:
    assert _line('return found, run_script(os.environ["HOOK"])') in _calls()
