"""A project's own function named for checking that a redirect stays local is a host check, by intent.

`if not validate_local_redirect(url, allowed): url = default` leaves `url` checked past the `if`, as Django's
`url_has_allowed_host_and_scheme` does; a function named for something else (`validate_url`, which may only check
syntax) is not taken as one.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from flask import Flask, redirect, request

    from .util import validate_local_redirect, validate_url

    app = Flask(__name__)


    @app.route("/login")
    def login():
        target = request.args.get("redirect", "/")
        if not validate_local_redirect(target, ["/", "/recovery"]):
            target = "/"
        return redirect(target)


    @app.route("/logout")
    def logout():
        goto = request.args.get("redirect", "/")
        if not validate_url(goto):
            goto = "/"
        return redirect(goto)
    """


@pytest.mark.parametrize("needle, expected", [
    ("return redirect(target)", VerdictKind.REFUTED),
    ("return redirect(goto)", VerdictKind.CONFIRMED),
])
def test_a_function_named_for_a_local_redirect_check_is_a_host_check(needle, expected):
    view = MemoryView({"app/__init__.py": "", "app/views.py": VIEWS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason


PYRAMID = """
    from pyramid.httpexceptions import HTTPFound


    def logout(request):
        came_from = request.params.get("came_from", "")
        if not came_from.startswith(request.application_url + "/"):
            came_from = request.route_url("home")
        return HTTPFound(location=came_from)


    def login(request):
        came_from = request.params.get("came_from", "")
        if not came_from.startswith(request.application_url + "/"):
            came_from = request.route_url(request.params.get("route"))
        return HTTPFound(location=came_from, headers=None)
    """


@pytest.mark.parametrize("needle, expected", [
    ("HTTPFound(location=came_from)", VerdictKind.REFUTED),  # reset to a named route's URL: built from constants
    ("HTTPFound(location=came_from, headers=None)", VerdictKind.CONFIRMED),  # reset to a route the request names
])
def test_a_target_not_under_the_sites_url_is_reset_to_a_named_routes_url(needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": PYRAMID}), "pattern", "app/views.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason


PREFIXES = """
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/a")
    def a():
        first = request.args.get("next", "")
        if not first.startswith("/"):
            first = "/"
        return redirect(first)


    @app.route("/b")
    def b():
        second = request.args.get("next", "")
        if not second.startswith(request.host_url.rstrip("/")):
            second = "/"
        return redirect(second)


    @app.route("/c")
    def c():
        third = request.args.get("next", "")
        if not third.startswith("/account/"):
            third = "/"
        return redirect(third)


    @app.route("/d")
    def d():
        fourth = request.args.get("next", "")
        if not fourth.startswith("/") or fourth.startswith("//") or "\\\\" in fourth:
            fourth = "/"
        return redirect(fourth)
    """


@pytest.mark.parametrize("needle, expected", [
    ("redirect(first)", VerdictKind.CONFIRMED),  # "/" alone: //evil.example passes
    ("redirect(second)", VerdictKind.CONFIRMED),  # the site's URL without its slash: example.org.evil.net passes
    ("redirect(third)", VerdictKind.REFUTED),  # a path segment closed by a slash
    ("redirect(fourth)", VerdictKind.REFUTED),  # "/" alone, but another arm refuses what starts with "//"
])
def test_a_prefix_check_keeps_a_redirect_on_the_site_only_when_the_prefix_ends_with_a_slash(needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": PREFIXES}), "pattern", "app/views.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason



ADAPTERS = """
    import importlib

    from django.conf import settings
    from django.shortcuts import redirect
    from django.utils.http import url_has_allowed_host_and_scheme


    class Adapter:
        def is_safe_url(self, url):
            return url_has_allowed_host_and_scheme(url, allowed_hosts=settings.ALLOWED_HOSTS)

        def is_valid(self, url):
            return bool(url)

        def points_here(self, url):
            return url_has_allowed_host_and_scheme(url, allowed_hosts=settings.ALLOWED_HOSTS)


    def get_adapter():
        return Adapter()


    def get_configured_adapter(request=None):
        module, _, name = settings.ACCOUNT_ADAPTER.rpartition(".")
        return getattr(importlib.import_module(module), name)(request)


    def known(request):
        to = request.GET.get("next")
        if to and not get_adapter().is_safe_url(to):
            to = None
        return redirect(to)


    def configured(request):
        back = request.GET.get("next")
        if back and not get_configured_adapter(request).is_safe_url(back):
            back = None
        return redirect(back)


    def read_from_its_body(request):
        home = request.GET.get("next")
        if home and not get_adapter().points_here(home):
            home = None
        return redirect(home)


    def language(request):
        lang = request.POST.get("next", request.GET.get("next"))
        if (lang or request.accepts("text/html")) and not get_adapter().is_safe_url(lang):
            lang = "/"
        return redirect(lang)


    def staff_only_check(request):
        goto = request.GET.get("next")
        if request.user.is_staff and not get_adapter().is_safe_url(goto):
            goto = None
        return redirect(goto)


    def named_for_something_else(request):
        dest = request.GET.get("next")
        if dest and not get_configured_adapter(request).is_valid(dest):
            dest = None
        return redirect(dest)
    """


@pytest.mark.parametrize("needle, expected", [
    # the project's own predicate, read from its body, and one named for the check on an adapter read from settings
    ("return redirect(to)", VerdictKind.REFUTED),
    ("return redirect(back)", VerdictKind.REFUTED),
    ("return redirect(home)", VerdictKind.REFUTED),
    # failing `(lang or accepts(...))` means lang is empty too (Django's set_language)
    ("return redirect(lang)", VerdictKind.REFUTED),
    # failing `is_staff and ...` says nothing of the URL: a user who is not staff goes anywhere
    ("return redirect(goto)", VerdictKind.CONFIRMED),
    ("return redirect(dest)", VerdictKind.CONFIRMED),
])
def test_a_target_reset_when_a_safe_url_check_fails_is_checked_past_the_if(needle, expected):
    view = MemoryView({"app/__init__.py": "", "app/views.py": ADAPTERS})
    verdict = judge_at(view, "taint", "app/views.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason
