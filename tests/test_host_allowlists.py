"""A URL whose host is checked against a constant allowlist, and rejected otherwise, is no SSRF past the check.

`parts = urlsplit(src); if parts.hostname not in HOSTS: raise ...` (or `urlparse(url).netloc not in HOSTS`, or one
arm of an `or`) leaves only hosts the program allows, in the taint slot and (in the request's own block) the
pattern slot. A denylist (`in BLOCKED`), a check of the scheme alone and hosts the client lists leave any host.
The taint slot also takes the hosts the application was configured with, compared in lower case.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from urllib.parse import urlparse, urlsplit

    import requests
    from flask import Flask, abort, request

    app = Flask(__name__)
    HOSTS = {"avatars.example.com", "cdn.example.com"}
    BLOCKED = {"169.254.169.254", "localhost"}


    @app.route("/avatar")
    def avatar():
        src = request.args["src"]
        parts = urlsplit(src)
        if parts.scheme != "https" or parts.hostname not in HOSTS:
            abort(400)
        return requests.get(src, allow_redirects=False).content


    @app.route("/cdn")
    def cdn():
        url = request.args["url"]
        if urlparse(url).netloc not in HOSTS:
            raise ValueError(url)
        return requests.get(url, allow_redirects=False).content


    @app.route("/proxy")
    def proxy():
        target = request.args["target"]
        if urlsplit(target).hostname in BLOCKED:
            abort(400)
        return requests.get(target).content


    @app.route("/chosen")
    def chosen():
        wanted = request.args["wanted"]
        if urlsplit(wanted).hostname not in request.args.getlist("hosts"):
            abort(400)
        return requests.get(wanted).content


    @app.route("/unfurl")
    def unfurl():
        parts = urlparse(request.args["u"].strip())
        if parts.scheme != "https" or parts.hostname not in HOSTS:
            abort(400)
        return requests.get(parts.geturl()).content


    @app.route("/mirror")
    def mirror():
        picture = request.args["picture"]
        if urlsplit(picture).hostname not in HOSTS:
            picture = "https://cdn.example.com/default.png"
        return requests.get(picture).content


    @app.route("/fallback")
    def fallback():
        image = request.args["image"]
        default = None
        if urlsplit(image).hostname not in HOSTS:
            default = "https://cdn.example.com/default.png"
        return requests.get(image).content


    @app.route("/secure")
    def secure():
        link = request.args["link"]
        if urlsplit(link).scheme not in ("https",):
            abort(400)
        return requests.get(link).content
    """


@pytest.mark.parametrize("needle, expected", [
    ("requests.get(src", VerdictKind.REFUTED),
    ("requests.get(url", VerdictKind.REFUTED),
    ("requests.get(parts.geturl()", VerdictKind.REFUTED),  # the parts checked are the URL fetched
    ("requests.get(picture", VerdictKind.REFUTED),  # any other host is replaced by a fixed one
    ("requests.get(image", VerdictKind.CONFIRMED),  # setting another name leaves the URL as it was
    ("requests.get(target", VerdictKind.CONFIRMED),  # a denylist leaves every other host
    ("requests.get(link", VerdictKind.CONFIRMED),  # a scheme says nothing of the host
    ("requests.get(wanted", VerdictKind.CONFIRMED),  # hosts the client lists are no allowlist
])
@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_a_host_allowlist_keeps_the_request_on_allowed_hosts(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": VIEWS}), slot, "app/views.py", needle, "ssrf")
    assert verdict.verdict is expected, verdict.reason


CONFIGURED = """
    from urllib.parse import urlsplit

    import requests
    from flask import Flask, abort, current_app, request

    app = Flask(__name__)


    @app.route("/cdn")
    def cdn():
        url = request.args["url"]
        parts = urlsplit(url)
        if parts.scheme != "https" or (parts.hostname or "").lower() not in current_app.config["CDN_HOSTS"]:
            abort(400)
        return requests.get(url, allow_redirects=False).content


    @app.route("/listed")
    def listed():
        other = request.args["other"]
        if (urlsplit(other).hostname or "").lower() not in request.args["hosts"].split(","):
            abort(400)
        return requests.get(other).content
    """


@pytest.mark.parametrize("needle, expected", [
    ("requests.get(url", VerdictKind.REFUTED),  # the hosts the application was configured with, however compared
    ("requests.get(other", VerdictKind.CONFIRMED),  # hosts the client lists are no allowlist
])
def test_a_configured_allowlist_compared_in_lower_case_keeps_the_request_on_allowed_hosts(needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": CONFIGURED}), "taint", "app/views.py", needle, "ssrf")
    assert verdict.verdict is expected, verdict.reason


HOST_FIRST = """
    from urllib.parse import urlparse

    import requests
    from flask import Flask, abort, request
    from yarl import URL

    app = Flask(__name__)
    ALLOWED_HOSTS = {"hooks.example.com"}


    @app.route("/notify", methods=["POST"])
    def notify():
        target = request.json["target"]
        host = urlparse(target).hostname
        if host not in ALLOWED_HOSTS:
            abort(400)
        return requests.post(target, timeout=5).text


    @app.route("/fetch")
    def fetch():
        target = URL(request.args["u"])
        if target.host not in ALLOWED_HOSTS:
            abort(400)
        return requests.get(str(target)).text


    @app.route("/forward")
    def forward():
        host = request.host
        if host not in ALLOWED_HOSTS:
            abort(400)
        return requests.get(request.args["next"]).text


    @app.route("/relay")
    def relay():
        target = request.args["target"]
        host = urlparse(target).hostname
        if host in ALLOWED_HOSTS:
            abort(400)
        return requests.get(target).text
    """


@pytest.mark.parametrize("needle, expected", [
    ("requests.post(target", VerdictKind.REFUTED),  # the host read into a name first, then checked
    ("requests.get(str(target)", VerdictKind.REFUTED),  # a URL object's own host
    ('requests.get(request.args["next"]', VerdictKind.CONFIRMED),  # the request's Host header is no URL's host
    ("requests.get(target", VerdictKind.CONFIRMED),  # rejecting the listed hosts leaves every other
])
def test_a_url_host_read_into_a_name_or_from_a_url_object_is_checked_as_the_urls(needle, expected):
    verdict = judge_at(MemoryView({"app/views.py": HOST_FIRST}), "taint", "app/views.py", needle, "ssrf")
    assert verdict.verdict is expected, verdict.reason


GUARDED_BODIES = """
    from urllib.parse import urlsplit

    import requests
    from flask import Flask, redirect, request

    app = Flask(__name__)
    RELAY_HOSTS = {"intranet.example.com", "wiki.example.com"}
    PARTNER_DOMAINS = (".partners.example.com",)
    LOOSE_SUFFIXES = ("partners.example.com",)


    @app.route("/acs", methods=["POST"])
    def acs():
        relay = request.form.get("RelayState", "")
        if urlsplit(relay).hostname in RELAY_HOSTS:
            return redirect(relay)  # inside the allowlisted branch
        return redirect("/")


    @app.route("/ping")
    def ping():
        url = request.args["callback"]
        host = urlsplit(url).hostname or ""
        if not host.endswith(PARTNER_DOMAINS):
            return "no"
        return requests.post(url).text  # past a dotted suffix check


    @app.route("/ping2")
    def ping2():
        url = request.args["callback"]
        host = urlsplit(url).hostname or ""
        if host.endswith(".partners.example.com"):
            return requests.post(url).text  # inside a literal dotted suffix check
        return "no"


    @app.route("/loose")
    def loose():
        url = request.args["callback"]
        host = urlsplit(url).hostname or ""
        if not host.endswith(LOOSE_SUFFIXES):
            return "no"
        return requests.post(url).text  # a suffix without its dot: evilpartners.example.com passes
    """


@pytest.mark.parametrize(("needle", "category", "expected"), [
    ("# inside the allowlisted branch", "open-redirect", False),
    ("# past a dotted suffix check", "ssrf", False),
    ("# inside a literal dotted suffix check", "ssrf", False),
    ("# a suffix without its dot", "ssrf", True),
])
def test_a_host_in_an_allowlist_branch_or_under_a_dotted_domain_suffix_is_checked(needle, category, expected):
    verdict = judge_at(MemoryView({"app/views.py": GUARDED_BODIES}), "taint", "app/views.py", needle, category)
    assert (verdict.verdict is VerdictKind.CONFIRMED) is expected, verdict.reason


INJECTED_SETTINGS = """
    from urllib.parse import urlsplit

    import httpx
    from fastapi import APIRouter, Depends, HTTPException

    from app.settings import Settings, get_settings

    router = APIRouter()


    @router.get("/image")
    async def image(url: str, settings: Settings = Depends(get_settings)):
        parts = urlsplit(url)
        if parts.scheme != "https" or parts.hostname not in settings.image_hosts:
            raise HTTPException(400, "host not allowed")
        async with httpx.AsyncClient() as client:
            return (await client.get(url)).content  # hosts the settings dependency allows


    @router.get("/echo")
    async def echo(url: str, hosts: str = ""):
        if urlsplit(url).hostname not in hosts.split(","):
            raise HTTPException(400, "host not allowed")
        async with httpx.AsyncClient() as client:
            return (await client.get(url)).content  # hosts the request lists
    """


@pytest.mark.parametrize(("needle", "expected"), [
    ("# hosts the settings dependency allows", False),
    ("# hosts the request lists", True),
])
def test_hosts_a_dependency_supplies_are_the_applications_and_hosts_the_request_lists_are_not(needle, expected):
    view = MemoryView({"app/proxy.py": INJECTED_SETTINGS,
                       "app/settings.py": "class Settings:\n    image_hosts = ()\n\n\ndef get_settings():\n"
                                          "    return Settings()\n"})
    verdict = judge_at(view, "taint", "app/proxy.py", needle, "ssrf")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is expected, verdict.reason
