"""The Location header is a redirect's target: `response["Location"] = url`, `resp["location"] = url` (any case on a
response or its headers), `("Location", url)` and `{"Location": url}` as HTTP writes it, WebOb's `response.location
= url`. A lower-case "location" in any other dict, and a `location` attribute of any other object, is data: a place
in a JSON body (`data["location"] = ...`), a venue's coordinates."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

VIEWS = """
    from flask import Flask, request, make_response

    app = Flask(__name__)


    @app.route("/a")
    def a():
        resp = make_response("", 302)
        resp.headers["Location"] = request.args["next"]
        return resp


    @app.route("/b")
    def b():
        response = make_response("", 302)
        response["location"] = request.args["next"]
        return response


    @app.route("/c")
    def c():
        return "", 302, {"Location": request.args["next"]}


    @app.route("/d", methods=["POST"])
    def d():
        data = request.get_json()
        data["location"] = request.args["place"]
        return data


    @app.route("/e", methods=["POST"])
    def e():
        venue = Venue()
        venue.location = request.args["place"]
        return {"venue": {"location": request.args["place"]}}
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_only_a_responses_location_is_a_redirect(slot):
    view = MemoryView({"app/views.py": VIEWS})
    lines = {f.primary.start_line for f in raised(view, slot) if f.category == "open-redirect"}
    if slot == "taint":
        assert lines == {9, 16, 22}
    else:  # the pattern slot raises what Bandit and its own rules see; it must not raise the JSON keys
        assert not lines & {29, 36, 37}


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("needle, confirmed", [
    ('response["location"] = request.args["next"]', True),
    ('data["location"] = request.args["place"]', False),
    ('venue.location = request.args["place"]', False),
])
def test_each_slot_judges_a_location_store_by_whose_it_is(slot, needle, confirmed):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), slot, "app/views.py", needle, "open-redirect")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


CACHE_SETTINGS = """
    from django.shortcuts import redirect

    from .models import siteconfig


    def save_cache(request):
        location = request.POST["cache_location"]
        siteconfig.set("cache_backend", {
            "default": {
                "BACKEND": "django.core.cache.backends.memcached.MemcachedCache",
                "LOCATION": location.split(";"),
            },
        })
        return redirect("settings")


    def moved(request):
        return "", 302, {"LOCATION": request.GET["to"], "CACHE-CONTROL": "no-cache"}
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_django_caches_location_is_where_the_cache_lives(slot):
    """`{"BACKEND": ..., "LOCATION": servers}` is a Django cache's settings (ReviewBoard's cache form saves one from
    the admin's input); an upper-case LOCATION among headers is still the redirect's."""
    view = MemoryView({"app/views.py": CACHE_SETTINGS})
    lines = {f.primary.start_line for f in raised(view, slot) if f.category == "open-redirect"}
    assert 12 not in lines
    if slot == "taint":
        assert lines == {18}
