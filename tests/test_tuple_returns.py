"""A function returning a tuple, unpacked by its caller: each name gets its own element's origins.

`args, env = _prepared(args, env)` is how wrappers around subprocess and file helpers hand back what they adjusted.
Joining the whole tuple into each name made the environment a program's arguments; element by element, only what
each position holds reaches the name.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

APP = {
    "shop/run.py": """
        import os
        import subprocess


        def _prepared(args, env):
            if not env:
                env = os.environ
            return args, env


        def _split(request):
            return request.args["cmd"], request.args["label"]


        def _maybe(args):
            if not args:
                return None
            return args, os.environ


        def run(args, env=None):
            args, env = _prepared(args, env)
            return subprocess.run(args, env=env, shell=True)


        def run_environment():
            cmd, env = _prepared(["ls"], None)
            return subprocess.run(env["SHELL_COMMAND"], shell=True)


        def unpacked_request(request):
            cmd, label = _split(request)
            subprocess.run(label, shell=True)


        def run_maybe():
            args, env = _maybe(["ls"])
            return subprocess.run(args, shell=True)
        """,
    "shop/views.py": """
        from flask import Flask, request

        from shop.run import run, unpacked_request

        app = Flask(__name__)


        @app.route("/fixed")
        def fixed():
            return run(["uptime"]).stdout


        @app.route("/given")
        def given():
            return run(request.args["cmd"]).stdout


        @app.route("/split")
        def split():
            unpacked_request(request)
            return ""
        """,
}


def _raised() -> dict[int, list[str]]:
    """Command-injection findings in shop/run.py: line -> the quotes of their evidence."""
    view = MemoryView(APP)
    return {f.primary.start_line: [e.quote for e in f.evidence] for f in raised(view, "taint")
            if f.category == "command-injection" and f.primary.path == "shop/run.py"}


def _line(needle: str) -> int:
    return next(n for n, text in enumerate(MemoryView(APP).files["shop/run.py"].splitlines(), 1) if needle in text)


def test_each_unpacked_name_gets_its_own_elements_origins():
    found = _raised()
    # run()'s program is what its callers pass, never the environment the helper read into the other element
    assert _line("subprocess.run(args, env=env") not in found
    assert _line("subprocess.run(label") in found  # the request's label, the second element
    assert _line('cmd, env = _prepared(["ls"], None)') + 1 in found  # the element that holds os.environ


def test_the_callers_own_value_still_reaches_the_sink_through_its_element():
    view = MemoryView(APP)
    lines = view.files["shop/views.py"].splitlines()
    raised_lines = {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint")
                    if f.primary.path == "shop/views.py" and f.category == "command-injection"}
    assert raised_lines == {'return run(request.args["cmd"]).stdout'}


def test_a_return_of_none_on_one_path_still_unpacks_element_by_element():
    found = _raised()
    assert _line('args, env = _maybe(["ls"])') + 1 not in found  # the fixed list, not the environment beside it
