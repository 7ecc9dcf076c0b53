"""Debugging the operator asks for is no debugger left on in code.

An asyncio event loop's `set_debug(True)` logs slow callbacks and coroutines never awaited; it serves nothing to a
client, so neither slot reports it. A function that switches a web debugger on, called only under a test naming
debugging (`if debug: debug_run(app, port)`), runs when the operator started the server with `--debug`: the taint
slot refutes it there, and confirms the same switch in a function called without one.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

LOOP_DEBUG = """
    import asyncio
    import logging

    from aiohttp import web

    log = logging.getLogger(__name__)


    class WebServer:
        def run(self, app):
            self._loop = asyncio.get_event_loop()
            if log.getEffectiveLevel() == logging.DEBUG:
                self._loop.set_debug(True)
            asyncio.get_event_loop().set_debug(True)
            web.run_app(app)
    """

BOTTLE_DEBUG = """
    import bottle

    bottle.debug(True)
    app = bottle.Bottle()
    """

CLI = """
    import click
    from flask import Flask

    app = Flask(__name__)


    def debug_run(app, port):
        return app.run(host="0.0.0.0", port=int(port), debug=True)


    def serve(app, port):
        return app.run(host="::", port=int(port), debug=True)


    @click.command()
    @click.option("--debug", is_flag=True)
    @click.option("--port", default=8088)
    def runserver(debug, port):
        if debug:
            debug_run(app, port)
        else:
            serve(app, port)
    """


def _debug_lines(view: MemoryView, slot: str, path: str) -> set[int]:
    return {f.locations[0].start_line for f in raised(view, slot, [path]) if f.category == "debug-enabled"}


def test_an_event_loops_debug_mode_is_not_a_web_debugger() -> None:
    view = MemoryView({"server.py": LOOP_DEBUG})
    assert _debug_lines(view, "pattern", "server.py") == set()
    assert judge_at(view, "taint", "server.py", "self._loop.set_debug(True)", "debug-enabled").verdict \
        is not VerdictKind.CONFIRMED


def test_bottles_debug_call_is_still_one() -> None:
    view = MemoryView({"app.py": BOTTLE_DEBUG})
    assert _debug_lines(view, "pattern", "app.py")
    assert judge_at(view, "taint", "app.py", "bottle.debug(True)", "debug-enabled").verdict is VerdictKind.CONFIRMED


def test_a_debug_switch_in_a_function_called_only_when_debugging_is_refuted() -> None:
    view = MemoryView({"cli.py": CLI})
    gated = judge_at(view, "taint", "cli.py", "return app.run(host=\"0.0.0.0\", port=int(port), debug=True)",
                     "debug-enabled")
    assert gated.verdict is VerdictKind.REFUTED
    assert "if debug:" in gated.reason
    assert any("if debug:" in e.quote for e in gated.evidence)


def test_the_same_switch_in_a_function_called_in_the_else_branch_is_confirmed() -> None:
    view = MemoryView({"cli.py": CLI})
    ungated = judge_at(view, "taint", "cli.py", 'app.run(host="::"', "debug-enabled")
    assert ungated.verdict is VerdictKind.CONFIRMED
