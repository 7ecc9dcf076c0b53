"""A base URL the program holds, then "/" and a client's text (`f"{base}/{pipeline_id}/valves"`): the request goes to
the base's host, whatever the text after the slash says. The base may be a setting or a record the program keeps (the
URLs an administrator stored, picked by the client's index); the text only extends its path.

Not where the base is the client's or a caller's, not where no "/" comes between (`base + suffix`: "@evil.example"
would move the host), and never for a redirect: an empty base leaves "//" + the text, a new host to a browser."""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "relay/__init__.py": "",
    "relay/settings.py": """
        import os

        PIPELINES_URL = os.environ["PIPELINES_URL"]
        """,
    "relay/views.py": """
        import sqlite3

        import requests
        from flask import Flask, redirect, request

        from relay import settings

        app = Flask(__name__)


        def stored_bases():
            return [row[0] for row in sqlite3.connect("relay.db").execute("SELECT url FROM bases").fetchall()]


        @app.route("/valves/<pipeline_id>")
        def valves(pipeline_id):
            base = stored_bases()[int(request.args["idx"])]
            return requests.get(f"{base}/{pipeline_id}/valves").json()  # stored base


        @app.route("/spec/<pipeline_id>")
        def spec(pipeline_id):
            return requests.get(f"{settings.PIPELINES_URL}/{pipeline_id}").json()  # setting base


        @app.route("/glued/<suffix>")
        def glued(suffix):
            base = stored_bases()[0]
            return requests.get(f"{base}{suffix}").json()  # no slash


        @app.route("/any")
        def any_base():
            return requests.get(f"{request.args['base']}/{request.args['name']}").json()  # client base


        @app.route("/next")
        def follow():
            return redirect(f"{settings.PIPELINES_URL}/{request.args['next']}")  # redirect under a base
        """,
}


def test_a_base_the_program_holds_then_a_slash_fixes_the_requests_host():
    flagged = markers_raised(APP, "ssrf")
    assert "stored base" not in flagged
    assert "setting base" not in flagged


def test_a_base_glued_to_the_text_or_the_clients_own_base_still_chooses_the_host():
    flagged = markers_raised(APP, "ssrf")
    assert {"no slash", "client base"} <= flagged, flagged


def test_a_redirect_under_a_base_and_a_bare_slash_is_still_an_open_redirect():
    assert "redirect under a base" in markers_raised(APP, "open-redirect")
