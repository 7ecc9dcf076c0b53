"""A URL that starts with the request's own Host (`request.get_host()`, which Django checks against ALLOWED_HOSTS)
and continues with the request's path sends the client back to the host it asked for: no open redirect, even in
middleware that serves every path. A path joined onto a base (`urljoin(base, request.get_full_path())`) can still
be `//elsewhere`, and a host taken from the query string is the client's choice."""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

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
