"""`code.replace("-", "").isalnum()` checks code as a path: once its word joiners (hyphens, underscores, spaces) are
taken out, the rest is letters or digits, so code holds no folder separator and no dot. It may still hold a space or
a leading hyphen, so in a command line or a SQL statement it checks nothing. Taking out anything else first (a "/", a
".") leaves those characters in the value the check passed."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "plans/views.py": """
        import os
        import subprocess

        from flask import Flask, abort, request, send_file

        app = Flask(__name__)
        ROOT = "/srv/plans"


        @app.route("/a")
        def hyphens():
            code = request.args["code"]
            if not code.replace("-", "").isalnum():
                abort(400)
            return send_file(os.path.join(ROOT, code + ".pdf"))  # joiners removed


        @app.route("/b")
        def both():
            code = request.args["code"]
            if not code.replace("-", "").replace("_", "").isalnum():
                abort(400)
            return send_file(os.path.join(ROOT, code + ".pdf"))  # chain of joiners


        @app.route("/c")
        def slashes():
            code = request.args["code"]
            if not code.replace("/", "").isalnum():
                abort(400)
            return send_file(os.path.join(ROOT, code + ".pdf"))  # slashes removed


        def plan_file(code):
            if not code.replace("_", "").isalnum():
                raise ValueError(code)
            return send_file(os.path.join(ROOT, code + ".pdf"))  # helper checks its parameter


        @app.route("/e")
        def through_helper():
            return plan_file(request.args["code"])


        @app.route("/f")
        def report():
            code = request.args["code"]
            if not code.replace(" ", "").isalnum():
                abort(400)
            subprocess.check_output("report " + code, shell=True)  # a space still splits a command
            return {}


        @app.route("/d")
        def dots():
            code = request.args["code"]
            if not code.replace(".", "").replace("-", "").isalnum():
                abort(400)
            return send_file(os.path.join(ROOT, code + ".pdf"))  # dots removed
        """,
}


def test_a_check_after_taking_out_word_joiners_checks_the_value():
    flagged = markers_raised(APP, "path-traversal")
    assert "joiners removed" not in flagged
    assert "chain of joiners" not in flagged
    assert "helper checks its parameter" not in flagged


def test_a_word_joiner_check_clears_a_path_only():
    assert "a space still splits a command" in markers_raised(APP, "command-injection")


def test_a_check_after_taking_out_separators_or_dots_checks_nothing():
    flagged = markers_raised(APP, "path-traversal")
    assert "slashes removed" in flagged
    assert "dots removed" in flagged
