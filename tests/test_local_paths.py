"""A redirect target checked to be a path on this site (`nxt.startswith("/") and not nxt.startswith("//")`, in either
spelling, or with its second character checked: `nxt[1:2] in ("/", "\\")`), or to start with a fixed or
configured origin, is no open redirect in the taint slot. `startswith("/")` alone admits `//evil.example`, which
browsers read as another host; so does a check of some other value, or of another character."""

from __future__ import annotations

import ast

import pytest

from agent_providers.builtin.url_validators import local_url_checks
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from flask import Flask, current_app, redirect, request

    app = Flask(__name__)
    AFTER_LOGIN = ("/loans", "/catalogue")
    MIXED = ("/loans", "/")


    @app.route("/a")
    def reset():
        nxt = request.args.get("next", "/")
        if not nxt.startswith("/") or nxt.startswith("//"):
            nxt = "/"
        return redirect(nxt)  # reset unless a local path


    @app.route("/b")
    def guarded():
        nxt = request.args.get("next", "/")
        if nxt.startswith("/") and not nxt.startswith(("//", "/\\\\")):
            return redirect(nxt)  # inside the local-path branch
        return redirect("/")


    @app.route("/c")
    def either():
        nxt = request.args.get("next", "/")
        if not (nxt.startswith(current_app.config["APP_ORIGIN"] + "/")
                or (nxt.startswith("/") and not nxt.startswith("//"))):
            nxt = "/"
        return redirect(nxt)  # the configured origin, or a local path


    @app.route("/d")
    def fixed_host():
        nxt = request.args.get("next", "/")
        if nxt.startswith("https://app.example.com/"):
            return redirect(nxt)  # under a fixed origin
        return redirect("/")


    @app.route("/e")
    def slash_only():
        nxt = request.args.get("next", "/")
        if nxt.startswith("/"):
            return redirect(nxt)  # a leading slash alone: //evil.example passes
        return redirect("/")


    @app.route("/f")
    def other_value():
        nxt = request.args.get("next", "/")
        back = request.args.get("back", "/")
        if back.startswith("/") and not back.startswith("//"):
            return redirect(nxt)  # another value was checked
        return redirect("/")


    @app.route("/g")
    def listed_prefixes():
        nxt = request.args.get("next", "/")
        if not nxt.startswith(AFTER_LOGIN):
            nxt = "/loans"
        return redirect(nxt)  # one of the paths the module lists


    @app.route("/h")
    def slash_listed():
        nxt = request.args.get("next", "/")
        if not nxt.startswith(MIXED):
            nxt = "/loans"
        return redirect(nxt)  # a listed bare slash admits //evil.example


    @app.route("/i")
    def second_character():
        nxt = request.args.get("next", "/")
        if not nxt or not nxt.startswith("/") or nxt[1:2] in ("/", "\\\\"):
            nxt = "/"
        return redirect(nxt)  # reset unless its second character is no slash


    @app.route("/j")
    def second_index():
        nxt = request.args.get("next", "/")
        if nxt.startswith("/") and nxt[1] != "/":
            return redirect(nxt)  # a second character that is no slash
        return redirect("/")


    @app.route("/k")
    def third_character():
        nxt = request.args.get("next", "/")
        if not nxt.startswith("/") or nxt[2:3] == "/":
            nxt = "/"
        return redirect(nxt)  # the third character checked instead
    """


@pytest.mark.parametrize(("needle", "confirmed"), [
    ("# reset unless a local path", False),
    ("# inside the local-path branch", False),
    ("# the configured origin, or a local path", False),
    ("# under a fixed origin", False),
    ("# a leading slash alone", True),
    ("# another value was checked", True),
    ("# one of the paths the module lists", False),
    ("# a listed bare slash admits", True),
    ("# reset unless its second character is no slash", False),
    ("# a second character that is no slash", False),
    ("# the third character checked instead", True),
])
def test_a_target_checked_to_be_a_local_path_or_under_a_fixed_origin_is_no_open_redirect(needle, confirmed):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), "taint", "app/views.py", needle, "open-redirect")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


VALIDATED = """
    from urllib.parse import urlparse

    from flask import Flask, redirect, request

    app = Flask(__name__)


    def _is_local(target):
        parts = urlparse(target)
        return not parts.scheme and not parts.netloc and target.startswith("/")


    def _looks_fine(target):
        parts = urlparse(target)
        return parts.scheme in ("http", "https")


    @app.route("/login", methods=["POST"])
    def login():
        nxt = request.args.get("next", "/")
        if _is_local(nxt):
            return redirect(nxt)  # a function of the module proves it local
        return redirect("/")


    @app.route("/logout")
    def logout():
        nxt = request.args.get("next", "/")
        if _looks_fine(nxt):
            return redirect(nxt)  # a function that checks the scheme alone
        return redirect("/")
    """


@pytest.mark.parametrize(("needle", "confirmed"), [
    ("# a function of the module proves it local", False),
    ("# a function that checks the scheme alone", True),
])
def test_a_module_function_whose_returned_test_leaves_no_host_validates_a_redirect(needle, confirmed):
    verdict = judge_at(MemoryView({"app/auth.py": VALIDATED}), "taint", "app/auth.py", needle, "open-redirect")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


@pytest.mark.parametrize(("source", "expected"), [
    ("def ok(u):\n    return u.startswith('/') and not u.startswith('//')\n", {"ok": 0}),
    ("def ok(req, u):\n    return urlsplit(u).netloc == ''\n", {"ok": 1}),
    ("def ok(u):\n    p = urlparse(u)\n    return not p.netloc\n", {"ok": 0}),
    ("def no(u):\n    return u.startswith('/')\n", {}),  # //evil.example passes
    ("def no(u):\n    p = urlparse(u)\n    return not p.netloc or p.netloc == 'example.com'\n", {}),
    ("def no(u):\n    log(u)\n    return not urlparse(u).netloc\n", {}),  # more than a test: not read
    # Flask's is_safe_url snippet: the target resolved against this host names this host
    ("def ok(u):\n    ref = urlparse(request.host_url)\n    test = urlparse(urljoin(request.host_url, u))\n"
     "    return test.scheme in ('http', 'https') and ref.netloc == test.netloc\n", {"ok": 0}),
    ("def no(u):\n    ref = urlparse(request.host_url)\n    test = urlparse(urljoin(request.host_url, u))\n"
     "    return test.scheme in ('http', 'https') or ref.netloc == test.netloc\n", {}),  # an `or` admits any host
    ("def no(u):\n    ref = urlparse(request.host_url)\n    home = urlparse(urljoin(request.host_url, HOME))\n"
     "    return ref.netloc == home.netloc\n", {}),  # compares two other URLs
    ("def no(u):\n    ref = urlparse(u)\n    test = urlparse(urljoin(request.host_url, u))\n"
     "    return ref.netloc == test.netloc\n", {}),  # true of every URL: each names its own host
    ("def no(u, base):\n    ref = urlparse(base)\n    test = urlparse(urljoin(base, u))\n"
     "    return ref.netloc == test.netloc\n", {}),  # a base the caller gives (the Referer, the target itself)
    ("def no(u):\n    ref = urlparse(request.url_root)\n    test = urlparse(urljoin(request.host_url, u))\n"
     "    return ref.netloc == test.netloc\n", {}),  # resolved against one base, compared with another
])
def test_which_functions_prove_a_url_local_by_their_returned_test(source, expected):
    assert local_url_checks(ast.parse(source)) == expected


SNIPPET = """
    from urllib.parse import urljoin, urlparse

    from flask import Flask, redirect, request

    app = Flask(__name__)


    def _is_local(target):
        host = urlparse(request.host_url)
        resolved = urlparse(urljoin(request.host_url, target))
        return resolved.scheme in ("http", "https") and resolved.netloc == host.netloc


    def _same_origin(target, base):
        host = urlparse(base)
        resolved = urlparse(urljoin(base, target))
        return resolved.netloc == host.netloc


    @app.route("/logout", methods=["POST"])
    def logout():
        target = request.form.get("next", "/")
        if not _is_local(target):
            target = "/"
        return redirect(target)  # checked against this host


    @app.route("/back")
    def back():
        target = request.args.get("next", "/")
        if not _same_origin(target, request.referrer or ""):
            target = "/"
        return redirect(target)  # checked against a base the client sends
    """


@pytest.mark.parametrize(("needle", "confirmed"), [
    ("# checked against this host", False),
    ("# checked against a base the client sends", True),
])
def test_flasks_is_safe_url_snippet_validates_a_redirect(needle, confirmed):
    verdict = judge_at(MemoryView({"app/auth.py": SNIPPET}), "taint", "app/auth.py", needle, "open-redirect")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
