"""`app.run(debug=True)` inside a function named for running a development server (a `dev` command, a
`run_dev_server` helper) is the command a developer starts on their own machine: a deployment starts the application
another way. The same switch in a function named for anything else (`serve`, `main`) is still the application's."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CODE = {
    "wiki/commands.py": """
        import click
        from flask import Flask

        app = Flask(__name__)


        @click.group()
        def cli():
            pass


        @cli.command()
        def dev():
            app.run(host="0.0.0.0", debug=True)  # dev command


        def run_dev_server():
            app.run(debug=True)  # dev helper


        @cli.command()
        def serve():
            app.run(host="0.0.0.0", debug=True)  # serve command


        def main():
            app.run(debug=True)  # main


        def devour():
            app.run(debug=True)  # not a word for development
        """,
}


@pytest.mark.parametrize("marker", ["# dev command", "# dev helper"])
def test_debug_in_a_function_named_for_a_development_server_is_the_developers(marker):
    verdict = judge_at(MemoryView(CODE), "taint", "wiki/commands.py", marker, "debug-enabled")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "development server" in verdict.reason


@pytest.mark.parametrize("marker", ["# serve command", "# main", "# not a word for development"])
def test_debug_in_any_other_function_is_the_applications(marker):
    verdict = judge_at(MemoryView(CODE), "taint", "wiki/commands.py", marker, "debug-enabled")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
