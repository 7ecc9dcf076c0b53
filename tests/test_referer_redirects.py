"""A redirect to the Referer header sends the visitor back to the page they came from: no link can make it a page
they were not already on, so it is no open redirect (taint slot), whether a framework's request or an http.server
handler's `self.headers` holds it. The header still counts where a page or a query is
built from it, and any other header or parameter still counts for a redirect. Nor does a page's stored target,
where the paths of a view meet, take away the fixed start of a URL built with the request's text in its query."""

from __future__ import annotations

import textwrap

import pytest

from tests.builtin_support import MemoryView, line_of, markers_raised, raised

FLASK = """
    import sqlite3

    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/save", methods=["POST"])
    def save():
        return redirect(request.referrer or "/")


    @app.route("/back", methods=["POST"])
    def back():
        return redirect(request.headers.get("Referer", "/"))


    @app.route("/next")
    def next_page():
        return redirect(request.args["next"])


    @app.route("/forward")
    def forward():
        return redirect(request.headers.get("X-Forward-To", "/"))


    @app.route("/came-from")
    def came_from():
        return "<p>You came from " + request.headers["Referer"] + "</p>"


    @app.route("/log")
    def log():
        db = sqlite3.connect("app.db")
        db.execute("INSERT INTO visits VALUES ('%s')" % request.referrer)
        return "ok"
    """

DJANGO = """
    from django.http import HttpResponseRedirect


    def publish(request):
        return HttpResponseRedirect(request.META.get("HTTP_REFERER", "/"))


    def go(request):
        return HttpResponseRedirect(request.GET.get("to", "/"))
    """


def _lines(view: MemoryView, path: str, category: str) -> set[int]:
    return {f.locations[0].start_line for f in raised(view, "taint") if f.category == category
            and f.locations[0].path == path}


@pytest.mark.parametrize("needle, flagged", [
    ("redirect(request.referrer", False),
    ('redirect(request.headers.get("Referer"', False),
    ('redirect(request.args["next"])', True),
    ('redirect(request.headers.get("X-Forward-To"', True),
])
def test_flask_redirects_back_to_the_referer_are_no_open_redirects(needle: str, flagged: bool) -> None:
    view = MemoryView({"app.py": FLASK})
    assert (line_of(view, "app.py", needle) in _lines(view, "app.py", "open-redirect")) is flagged


@pytest.mark.parametrize("needle, flagged", [
    ('request.META.get("HTTP_REFERER"', False),
    ('request.GET.get("to"', True),
])
def test_django_redirects_back_to_the_referer_are_no_open_redirects(needle: str, flagged: bool) -> None:
    view = MemoryView({"shop/views.py": DJANGO})
    assert (line_of(view, "shop/views.py", needle) in _lines(view, "shop/views.py", "open-redirect")) is flagged


def test_the_referer_still_counts_in_a_page_and_a_query() -> None:
    view = MemoryView({"app.py": FLASK})
    assert line_of(view, "app.py", "You came from") in _lines(view, "app.py", "xss")
    assert line_of(view, "app.py", "INSERT INTO visits") in _lines(view, "app.py", "sql-injection")


STORED_BRANCH = """
    from django.http import HttpResponseRedirect
    from django.urls import reverse

    from pages.models import Page


    def publish(request, page_id):
        path = reverse("page-list")
        if request.GET.get("lang"):
            path = "{}?language={}".format(path, request.GET.get("lang"))
        if request.GET.get("show"):
            path = Page.objects.get(pk=page_id).redirect_url
        return HttpResponseRedirect(path)  # STORED BRANCH


    def forward(request, page_id):
        path = reverse("page-list")
        if request.GET.get("lang"):
            path = "{}?language={}".format(path, request.GET.get("lang"))
        if request.GET.get("to"):
            path = request.GET["to"]
        return HttpResponseRedirect(path)  # REQUEST BRANCH
    """


@pytest.mark.parametrize("marker, flagged", [("# STORED BRANCH", False), ("# REQUEST BRANCH", True)])
def test_a_stored_target_in_another_branch_keeps_the_query_only_url_anchored(marker: str, flagged: bool) -> None:
    """A page's stored redirect target is judged where it was written: where the paths meet, it does not take
    away the fixed start of the URL the other path built with the request's text only in its query."""
    view = MemoryView({"pages/views.py": STORED_BRANCH})
    assert (line_of(view, "pages/views.py", marker) in _lines(view, "pages/views.py", "open-redirect")) is flagged


HANDLER = {"server.py": """
    from http.server import BaseHTTPRequestHandler


    class Handler(BaseHTTPRequestHandler):
        def redirect(self, url):
            self.send_response(301)
            self.send_header("Location", url)  # helper
            self.end_headers()

        def back(self):
            self.redirect(self.headers.get("Referer", "/library"))

        def back_here(self):
            self.send_response(303)
            self.send_header("Location", self.headers["Referer"])  # subscript
            self.end_headers()

        def onward(self):
            self.send_response(303)
            self.send_header("Location", self.headers.get("X-Next", "/"))  # other header
            self.end_headers()

        def do_GET(self):
            self.back()
            self.back_here()
            self.onward()
    """}


def test_an_http_server_handler_sending_the_browser_back_to_its_referer_is_no_open_redirect() -> None:
    assert markers_raised({path: textwrap.dedent(text) for path, text in HANDLER.items()}, "open-redirect") \
        == {"other header"}
