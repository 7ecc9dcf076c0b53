"""`app.run(debug=True)` in a command-line command named for running a development server (`@cli.command() def
dev():`) is what a developer starts on their own machine: a deployment starts the application another way. Not a
command named for anything else (`serve`), not a function that is no command (a `run_dev_server()` the module's
`__main__` block calls, which a Procfile may start), and not a switch that starts no server (`app.debug = True`
in `enable_dev_mode`, which a WSGI module may call)."""

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


        @cli.command("devserver")
        def devserver():
            app.run(debug=True)  # devserver command


        @cli.command()
        def serve():
            app.run(host="0.0.0.0", debug=True)  # serve command


        def run_dev_server():
            app.run(host="0.0.0.0", port=80, debug=True)  # not a command


        @cli.command()
        def develop():
            app.debug = True  # starts no server


        if __name__ == "__main__":
            run_dev_server()
        """,
}


@pytest.mark.parametrize("marker", ["# dev command", "# devserver command"])
def test_debug_in_a_command_running_a_development_server_is_the_developers(marker):
    verdict = judge_at(MemoryView(CODE), "taint", "wiki/commands.py", marker, "debug-enabled")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "development server" in verdict.reason


@pytest.mark.parametrize("marker", ["# serve command", "# not a command", "# starts no server"])
def test_debug_anywhere_else_is_the_applications(marker):
    verdict = judge_at(MemoryView(CODE), "taint", "wiki/commands.py", marker, "debug-enabled")
    assert "development server" not in verdict.reason
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
