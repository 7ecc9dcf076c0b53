"""The options a declared command-line interface parses (argparse, click) are the operator's own query or command:
a tool that runs the SQL or the command its user typed does what it is for. A script's raw sys.argv and an answer
to input() still count for SQL and shell injection. What a declared command reads from stdin (`convert -`) is its
operator's too: code read there is the operator's code, as a plain script's stdin is not taken to be. What a file
such an option names holds still counts: the operator chose the file, not what someone else wrote in it."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

TOOL = """
    import argparse
    import sqlite3
    import subprocess
    import sys

    import click


    @click.command()
    @click.argument("sql")
    def query(sql):
        sqlite3.connect("data.db").execute(sql)


    @click.command()
    @click.option("--hook")
    def deploy(hook):
        subprocess.run("deploy.sh && " + hook, shell=True)


    def report():
        args = argparse.ArgumentParser().parse_args()
        sqlite3.connect("data.db").execute("SELECT * FROM runs WHERE name = '%s'" % args.name)


    def legacy():
        sqlite3.connect("data.db").execute("DELETE FROM runs WHERE name = '%s'" % sys.argv[1])


    def interactive():
        host = input("host: ")
        subprocess.call("ping -c 1 " + host, shell=True)


    @click.command()
    @click.argument("code")
    def convert(code):
        if code == "-":
            code = sys.stdin.read()
        exec(compile(code, "<convert>", "exec"))


    def script():
        exec(sys.stdin.read())


    @click.command()
    @click.argument("export")
    def import_posts(export):
        with open(export) as fp:
            for slug in fp.read().split():
                subprocess.call('pandoc -o "out/%s.md" in.html' % slug, shell=True)
    """


def _found() -> set[tuple[str, int]]:
    return {(f.category, f.locations[0].start_line) for f in raised(MemoryView({"tool.py": TOOL}), "taint")}


def _line(needle: str) -> int:
    return line_of(MemoryView({"tool.py": TOOL}), "tool.py", needle)


def test_a_declared_option_is_the_operators_query_or_command() -> None:
    found = _found()
    assert ("sql-injection", _line(".execute(sql)")) not in found
    assert ("command-injection", _line('"deploy.sh && "')) not in found
    assert ("sql-injection", _line("args.name")) not in found


def test_what_a_declared_command_reads_from_stdin_is_its_operators_code() -> None:
    assert ("code-injection", _line('exec(compile(code, "<convert>"')) not in _found()


def test_what_a_file_an_option_names_holds_still_counts() -> None:
    # the operator chose the file, not what it holds: an export someone else wrote (pelican's importer)
    assert ("command-injection", _line("pandoc -o")) in _found()


def test_raw_argv_and_prompts_still_count() -> None:
    found = _found()
    assert ("sql-injection", _line("sys.argv[1]")) in found
    assert ("command-injection", _line('"ping -c 1 "')) in found
    assert ("code-injection", _line("exec(sys.stdin.read())")) in found  # a plain script's stdin


BUILD_TOOL = """
    import sys


    def read_scripts(files, env):
        for fn in files:
            if fn == "-":
                exec(sys.stdin.read(), env)  # piped in
            else:
                with open(fn) as script:
                    exec(script.read(), env)


    def run_piped(env):
        exec(sys.stdin.read(), env)  # a plain script's
    """


def test_standard_input_read_for_a_file_named_dash_is_the_operators_script() -> None:
    """`scons -f -`: a build tool reads the build script the operator names, and "-" names standard input. A plain
    script's stdin still counts (it may be a CGI request's body, or whatever feeds the pipe)."""
    found = {(f.category, f.primary.start_line) for f in raised(MemoryView({"build.py": BUILD_TOOL}), "taint")}
    view = MemoryView({"build.py": BUILD_TOOL})
    assert ("code-injection", line_of(view, "build.py", "# piped in")) not in found
    assert ("code-injection", line_of(view, "build.py", "# a plain script's")) in found


CGI_DASH = """
    import os
    import sys
    from urllib.parse import parse_qs

    params = parse_qs(os.environ.get("QUERY_STRING", ""))
    if params.get("source", [""])[0] == "-":
        exec(sys.stdin.read())  # the request's body
    """


def test_standard_input_is_not_the_operators_when_a_client_says_dash() -> None:
    """Under CGI, standard input is the request's body: a query string asking for "-" is the client's choice."""
    view = MemoryView({"cgi-bin/run.py": CGI_DASH})
    verdict = judge_at(view, "taint", "cgi-bin/run.py", "# the request's body", "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
