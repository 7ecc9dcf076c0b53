"""A redirect target reset (or refused) wherever its parsed URL names a host is a path on this site past the check
(taint slot): `if parts.netloc: url = "/"`, with an `or` of further rejections, or after the URL's own truth in an
`and`. A check that lets some URL with a host through, or that refuses nothing, still leaves the redirect open."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, line_of, raised

VIEWS = """
    from urllib.parse import urlparse, urlsplit

    from flask import Flask, abort, redirect, request

    app = Flask(__name__)


    @app.route("/a")
    def reset_when_remote():
        target = request.args.get("next", "")
        parts = urlparse(target)
        if target and (parts.netloc or not target.startswith("/")):
            target = ""
        return redirect(target or "/home")  # A


    @app.route("/b")
    def refused_when_remote():
        target = request.args["next"]
        if urlsplit(target).netloc:
            abort(400)
        return redirect(target)  # B


    @app.route("/c")
    def only_http_urls_checked():
        target = request.args["next"]
        parts = urlparse(target)
        if target.startswith("http") and parts.netloc:
            target = "/"
        return redirect(target)  # C


    @app.route("/d")
    def one_host_refused():
        target = request.args["next"]
        parts = urlparse(target)
        if parts.netloc == "evil.example":
            target = "/"
        return redirect(target)  # D


    @app.route("/e")
    def logged_only():
        target = request.args["next"]
        parts = urlparse(target)
        if parts.netloc:
            app.logger.warning("remote redirect %s", target)
        return redirect(target)  # E
    """


@pytest.mark.parametrize("marker, flagged", [
    ("# A", False),
    ("# B", False),
    ("# C", True),  # "//evil.example" does not start with "http"
    ("# D", True),  # every other host passes
    ("# E", True),  # nothing is refused
])
def test_a_target_refused_when_it_names_a_host_is_a_local_path(marker: str, flagged: bool) -> None:
    view = MemoryView({"app.py": VIEWS})
    redirects = {f.locations[0].start_line for f in raised(view, "taint") if f.category == "open-redirect"}
    assert (line_of(view, "app.py", marker) in redirects) is flagged
