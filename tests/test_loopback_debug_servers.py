"""A development server started with its debugger on, listening on loopback only (`app.run(debug=True)` with no
host, or `host="127.0.0.1"`, on an application of a framework whose server defaults to loopback), is out of remote
clients' reach: refuted. One listening on every interface, on a host the code does not spell out, on an interface
another keyword chooses, or started by a `run` whose default is not known (the project's own, Dash's, connexion's),
is still confirmed."""

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
    assert "listening only on" in verdict.reason and "remote clients cannot reach" in verdict.reason


@pytest.mark.parametrize("arguments", ['host="0.0.0.0", debug=True', "host=HOST, debug=True",
                                       "debug=True, **OPTIONS", 'host=os.environ.get("HOST", "127.0.0.1"), debug=True',
                                       # a positional argument is a host for Flask, the application for SocketIO
                                       '"127.0.0.1", 5000, debug=True'])
def test_a_debug_server_on_another_or_unknown_host_is_still_confirmed(arguments: str) -> None:
    assert _verdict(arguments).verdict is VerdictKind.CONFIRMED


ELSEWHERE = {
    # the project's own wrapper, whose default is every interface
    "wrapper": """
        from flask import Flask

        app = Flask(__name__)


        class Server:
            def run(self, debug=False):
                app.run(host="0.0.0.0", debug=debug)


        Server().run(debug=True)
        """,
    # connexion's run listens on 0.0.0.0; Dash's on the HOST environment variable
    "connexion": """
        import connexion

        app = connexion.App(__name__)
        app.run(port=8080, debug=True)
        """,
    "dash": """
        import dash

        app = dash.Dash(__name__)
        app.run(debug=True)
        """,
    # Flask takes the host from SERVER_NAME when it is set
    "server_name": """
        from flask import Flask

        app = Flask(__name__)
        app.config["SERVER_NAME"] = "0.0.0.0:5000"
        app.run(debug=True)
        """,
    # a keyword that chooses the interface
    "sock": """
        import socket
        from sanic import Sanic

        app = Sanic("app")
        sock = socket.socket()
        sock.bind(("0.0.0.0", 8000))
        app.run(sock=sock, debug=True)
        """,
    # an application a factory made: which framework's run it is, this module does not say
    "factory": """
        from .app import create_app

        application = create_app()
        application.run(debug=True)
        """,
}


@pytest.mark.parametrize("case", sorted(ELSEWHERE))
def test_a_run_whose_interface_this_module_does_not_fix_is_not_refuted_as_loopback(case: str) -> None:
    view = MemoryView({"serve.py": ELSEWHERE[case]})
    lines = view.read_text("serve.py").splitlines()
    line = max(number for number, text in enumerate(lines, 1) if "debug=True" in text)
    verdicts = [judge_at(view, "taint", "serve.py", lines[line - 1].strip(), "debug-enabled")]
    assert all("listening only on" not in verdict.reason for verdict in verdicts), verdicts[0].reason
