"""A URL that starts with the request's own Host (`request.get_host()`, which Django checks against ALLOWED_HOSTS)
and continues with the request's path sends the client back to the host it asked for: no open redirect, even in
middleware that serves every path. A path joined onto a base (`urljoin(base, request.get_full_path())`) can still
be `//elsewhere`, and a host taken from the query string is the client's choice."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

MIDDLEWARE = """
    from urllib.parse import urljoin

    from django.conf import settings
    from django.http import HttpResponseRedirect


    class SecureRedirectMiddleware:
        def process_request(self, request):
            url = f"{request.get_host()}{request.get_full_path()}"
            return HttpResponseRedirect("https://%s" % url)

        def process_view(self, request, view, args, kwargs):
            return HttpResponseRedirect(f"https://{request.get_host()}{request.get_full_path()}")

        def process_response(self, request, response):
            return HttpResponseRedirect(urljoin(settings.DEFAULT_DOMAIN, request.get_full_path()))

        def process_exception(self, request, exception):
            return HttpResponseRedirect(f"https://{request.GET['host']}{request.get_full_path()}")
    """


def test_a_url_led_by_the_requests_own_host_stays_on_it():
    found = [(f.category, f.primary.start_line) for f in raised(MemoryView({"app/middleware.py": MIDDLEWARE}), "taint")]
    assert found == [("open-redirect", 16), ("open-redirect", 19)]


QUERY_NAMED_LIKE_HEADERS = """
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/back")
    def back():
        return redirect(request.args["referer"])


    @app.route("/go")
    def go():
        return redirect("https://%s/" % request.args.get("host"))
    """


def test_a_query_parameter_named_like_a_header_is_still_the_clients_text():
    found = [(f.category, f.primary.start_line)
             for f in raised(MemoryView({"app/views.py": QUERY_NAMED_LIKE_HEADERS}), "taint")]
    assert found == [("open-redirect", 8), ("open-redirect", 13)]


# CherryPy's own package, in small: `cherrypy.url` is re-exported from its helper module, as in the real one.
CHERRYPY_PACKAGE = {
    "cherrypy/__init__.py": """
        from cherrypy._helper import url
        from cherrypy._cperror import HTTPRedirect
        """,
    "cherrypy/_cperror.py": """
        class HTTPRedirect(Exception):
            def __init__(self, urls, status=None):
                self.urls = urls
        """,
    "cherrypy/_helper.py": """
        import cherrypy


        def url(path="", qs="", script_name=None, base=None):
            request = cherrypy.serving.request
            if base is None:
                base = request.base
            return base + (script_name or request.script_name) + path + ("?" + qs if qs else "")
        """,
    "cherrypy/lib/cptools.py": """
        import cherrypy


        def trailing_slash(missing=True, status=None):
            request = cherrypy.serving.request
            pi = request.path_info
            if missing and not pi.endswith("/"):
                slashed = cherrypy.url(pi + "/", request.query_string)
                raise cherrypy.HTTPRedirect(slashed, status=status or 301)


        def mirrored(status=None):
            request = cherrypy.serving.request
            elsewhere = cherrypy.url(request.path_info, base=request.params.get("mirror"))
            raise cherrypy.HTTPRedirect(elsewhere, status=status or 301)


        def mounted(status=None):
            request = cherrypy.serving.request
            mount = cherrypy.url(request.path_info, script_name=request.params.get("app"))
            raise cherrypy.HTTPRedirect(mount, status=status or 301)


        def server_relative(status=None):
            request = cherrypy.serving.request
            onward = cherrypy.url(request.params.get("next"), relative="server")
            raise cherrypy.HTTPRedirect(onward, status=status or 301)
        """,
}


def test_cherrypys_url_builds_on_the_requests_own_base():
    """`cherrypy.url(path, qs)` puts the request's own scheme and host before whatever path it is given: the
    trailing-slash tool's redirect stays on the site (CherryPy's cptools.trailing_slash)."""
    view = MemoryView(CHERRYPY_PACKAGE)
    assert [f for f in raised(view, "taint") if f.primary.start_line == 9] == []
    verdict = judge_at(view, "taint", "cherrypy/lib/cptools.py", "HTTPRedirect(slashed", "open-redirect")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("needle", ["HTTPRedirect(elsewhere", "HTTPRedirect(mount", "HTTPRedirect(onward"])
def test_cherrypys_url_handed_more_than_a_path_and_a_query_is_not_taken_for_the_requests_own(needle):
    """A `base`, a `script_name` (`"@evil.com"` after the scheme) or a `relative` URL (`//evil.com`) can each move
    the URL off the site."""
    verdict = judge_at(MemoryView(CHERRYPY_PACKAGE), "taint", "cherrypy/lib/cptools.py", needle, "open-redirect")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason
