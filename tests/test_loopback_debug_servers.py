"""A development server started with its debugger on, listening on loopback only (`app.run(debug=True)` with no
host, or `host="127.0.0.1"`), answers this machine alone: refuted. One listening on every interface, or on a host
the code does not spell out, is still confirmed."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

FLASK_RUN = """
    from flask import Flask

    app = Flask(__name__)


    @app.route("/")
    def index():
        return "ok"


    if __name__ == "__main__":
        app.run({arguments})
    """


def _verdict(arguments: str):
    view = MemoryView({"serve.py": FLASK_RUN.format(arguments=arguments)})
    return judge_at(view, "taint", "serve.py", "app.run(", "debug-enabled")


@pytest.mark.parametrize("arguments", ["debug=True", "debug=True, port=8080", 'host="127.0.0.1", debug=True',
                                       "host='localhost', port=5000, debug=True", 'debug=True, host="::1"'])
def test_a_debug_server_on_loopback_is_refuted(arguments: str) -> None:
    verdict = _verdict(arguments)
    assert verdict.verdict is VerdictKind.REFUTED
    assert "listening only on" in verdict.reason and "this machine alone" in verdict.reason


@pytest.mark.parametrize("arguments", ['host="0.0.0.0", debug=True', "host=HOST, debug=True",
                                       "debug=True, **OPTIONS", 'host=os.environ.get("HOST", "127.0.0.1"), debug=True',
                                       # a positional argument is a host for Flask, the application for SocketIO
                                       '"127.0.0.1", 5000, debug=True'])
def test_a_debug_server_on_another_or_unknown_host_is_still_confirmed(arguments: str) -> None:
    assert _verdict(arguments).verdict is VerdictKind.CONFIRMED
