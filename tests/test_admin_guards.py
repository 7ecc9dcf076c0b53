"""A URL only an administrator chooses is configuration, not server-side request forgery.

Open WebUI's settings endpoints test the server an administrator typed in (`user=Depends(get_admin_user)`); the
taint slot ticketed each as a forged request. A handler guarded for administrators alone (a dependency, a
decorator, or a refusing test at its top) no longer counts what it reads for SSRF; any other guard (staff are not
administrators), a value read before the test, another category, or a helper that a public handler also calls,
still does.
"""

from __future__ import annotations

import ast

import pytest

from agent_providers.builtin.admin_guards import admin_named, refuses_non_admins
from agent_providers.builtin.taint_scope import dotted_name
from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

VIEWS = """
    from urllib.request import urlopen

    import requests
    from django.contrib.admin.views.decorators import staff_member_required
    from django.contrib.auth.decorators import user_passes_test
    from django.utils.decorators import method_decorator
    from django.views import View
    from fastapi import APIRouter, Depends, HTTPException, Request, Security
    from flask import Flask, abort, request
    from flask_login import current_user
    from flask_security import roles_required

    router = APIRouter()
    app = Flask(__name__)


    def get_admin_user(): ...
    def get_current_user(): ...
    def is_admin(): ...
    def parse_form(): ...
    def lookup(uid): ...
    def get_admin_settings(): ...
    def get_verified_user(): ...
    def admin_required(view): return view
    def admin_or_owner_required(view): return view
    def get_current_active_superuser(): ...
    def superuser_required(view): return view


    @router.post("/verify")
    async def verify(form_data: dict, user=Depends(get_admin_user)):
        return requests.get(form_data["url"])  # admin dependency


    @router.post("/scoped")
    async def scoped(url: str, user=Security(get_current_active_superuser, scopes=["admin"])):
        return requests.get(url)  # superuser security


    @router.post("/listed", dependencies=[Depends(get_admin_user)])
    async def listed(url: str):
        return requests.get(url)  # route dependencies


    @router.post("/fetch")
    async def fetch(form_data: dict, user=Depends(get_verified_user)):
        return requests.get(form_data["url"])  # user dependency


    @app.route("/inline")
    def inline():
        if not current_user.is_admin:
            abort(403)
        return requests.get(request.args["url"])  # inline test


    @app.route("/role")
    def role():
        if current_user.role != "admin":
            return "no", 403
        return requests.get(request.args["url"])  # role test


    @app.route("/early")
    def early():
        url = request.args["url"]
        if not current_user.is_admin:
            abort(403)
        return requests.get(url)  # read before the test


    @app.route("/warned")
    def warned():
        if not current_user.is_admin:
            print("not an admin")
        return requests.get(request.args["url"])  # test that lets the request on


    @app.route("/roles")
    @roles_required("admin")
    def roles():
        return requests.get(request.args["url"])  # admin role


    @app.route("/owner")
    @admin_or_owner_required
    def owner():
        return requests.get(request.args["url"])  # admin or owner


    @staff_member_required
    def staff(request):
        return requests.get(request.GET["url"])  # staff decorator


    @superuser_required
    def superuser(request):
        return requests.get(request.GET["url"])  # superuser decorator


    @app.route("/staff-test")
    def staff_test():
        if not current_user.is_staff:
            abort(403)
        return requests.get(request.args["url"])  # staff test


    @user_passes_test(lambda u: u.is_active and u.is_superuser)
    def tested(request):
        return requests.get(request.GET["url"])  # superuser test


    @user_passes_test(lambda u: u.is_active)
    def active(request):
        return requests.get(request.GET["url"])  # active test


    class Probe(View):
        @method_decorator(superuser_required)
        def get(self, request):
            return requests.get(request.GET["url"])  # method decorator


    @app.route("/file")
    @roles_required("admin")
    def read_file():
        return open("/srv/files/" + request.args["name"]).read()  # admin path


    @app.route("/inside")
    def inside():
        if not current_user.is_admin:
            requests.get(request.args["url"])  # read inside the test
            abort(403)
        return "ok"


    @admin_required
    @app.route("/above")
    def above():
        return requests.get(request.args["url"])  # decorator above the route


    @app.route("/claimed", methods=["POST"])
    def claimed():
        body = request.get_json()
        if body.role != "admin":
            abort(403)
        return requests.get(body["url"])  # role the client claims


    @app.route("/local")
    @admin_required
    def local():
        return urlopen(request.args["url"]).read()  # urlopen reads files too


    @router.post("/settings")
    async def settings(url: str, config=Depends(get_admin_settings)):
        return requests.get(url)  # admin settings dependency


    @router.post("/public")
    async def public(url: str, user=Depends(get_verified_user)):
        return await verify({"url": url}, user=user)


    @app.route("/admin/stacked")
    @admin_required
    @app.route("/public/stacked")
    def stacked():
        return requests.get(request.args["url"])  # a route registered below the decorator


    @router.get("/admin/both", dependencies=[Depends(get_admin_user)])
    @router.get("/public/both")
    async def both(url: str):
        return requests.get(url)  # a second route without the dependency


    @router.get("/admin/request")
    async def read_request(request: Request, user=Depends(get_admin_user)):
        return requests.get(request.query_params["url"])  # a request object a direct caller may hand over


    @router.get("/public/request")
    async def hand_over(request: Request):
        return await read_request(request, user=None)


    @router.post("/predicate")
    async def predicate(url: str, admin: bool = Depends(is_admin)):
        return requests.get(url)  # a predicate dependency


    @router.post("/form")
    async def form_role(url: str, form=Depends(parse_form)):
        if form.role != "admin":
            raise HTTPException(403)
        return requests.get(url)  # the role of a parsed form


    @router.post("/role")
    async def signed_in_role(url: str, user=Depends(get_current_user)):
        if user.role != "admin":
            raise HTTPException(403)
        return requests.get(url)  # the signed-in user's role


    @app.route("/shadowed")
    def shadowed():
        current_user = lookup(request.args["uid"])
        if not current_user.is_admin:
            abort(403)
        return requests.get(request.args["url"])  # a rebound user


    @app.route("/else")
    def otherwise():
        if not current_user.is_admin:
            abort(403)
        else:
            url = request.args["url"]
        return requests.get(url)  # read in the else branch
"""


def test_only_guards_that_admit_administrators_alone_exempt_ssrf() -> None:
    raised = markers_raised({"views.py": VIEWS}, "ssrf")
    assert raised == {"user dependency", "read before the test", "test that lets the request on", "admin or owner",
                      "active test", "staff decorator", "staff test", "read inside the test",
                      "decorator above the route", "role the client claims", "urlopen reads files too",
                      "admin settings dependency", "a route registered below the decorator",
                      "a second route without the dependency", "a request object a direct caller may hand over",
                      "a predicate dependency", "the role of a parsed form", "a rebound user",
                      # a project function calling the handler directly passes its own values: no dependency ran
                      "admin dependency"}


def test_other_categories_still_count_an_administrators_input() -> None:
    assert markers_raised({"views.py": VIEWS}, "path-traversal") == {"admin path"}


def test_a_handler_a_project_function_calls_directly_is_judged_once_in_other_categories() -> None:
    files = {
        "app/admin.py": """
            import subprocess

            from fastapi import APIRouter, Depends

            from app.auth import get_admin_user

            router = APIRouter()


            @router.post("/run")
            async def run(cmd: str, user=Depends(get_admin_user)):
                return subprocess.run(cmd, shell=True)  # handler
        """,
        "app/auth.py": "def get_admin_user(): ...\n",
        "app/public.py": """
            from fastapi import APIRouter

            from app.admin import run

            router = APIRouter()


            @router.get("/go")
            async def go(x: str):
                return await run(x, user=None)  # direct call
        """,
    }
    assert markers_raised(files, "command-injection") == {"handler"}


HELPERS = {
    "app/fetching.py": """
        import requests


        def probe(url):
            return requests.get(url + "/health")  # helper
    """,
    "app/admin.py": """
        from fastapi import APIRouter, Depends

        from app.auth import get_admin_user
        from app.fetching import probe

        router = APIRouter()


        @router.post("/servers/verify")
        async def verify(url: str, user=Depends(get_admin_user)):
            return probe(url)
    """,
    "app/auth.py": """
        def get_admin_user(): ...
    """,
}


def test_a_helper_only_administrators_reach_is_exempt_but_not_one_a_public_handler_also_calls() -> None:
    assert markers_raised(HELPERS, "ssrf") == set()
    # a dependency guards only routed requests: the helper's parameter stays its callers' to decide, so a peer's
    # finding there is neither confirmed nor refuted
    assert judge_at(MemoryView(HELPERS), "taint", "app/fetching.py", "# helper", "ssrf").verdict \
        is VerdictKind.UNCERTAIN
    decorated = {**HELPERS, "app/admin.py": HELPERS["app/admin.py"].replace(
        "async def verify(url: str, user=Depends(get_admin_user)):",
        "@admin_required\n        async def verify(url: str):").replace(
        "from app.auth import get_admin_user", "from app.auth import admin_required")}
    decorated["app/auth.py"] = "def admin_required(view): return view\n"
    assert markers_raised(decorated, "ssrf") == set()
    verdict = judge_at(MemoryView(decorated), "taint", "app/fetching.py", "# helper", "ssrf")
    assert verdict.verdict is VerdictKind.REFUTED
    assert any(item.path == "app/admin.py" and "@admin_required" in item.quote for item in verdict.evidence)
    public = {**HELPERS, "app/public.py": """
        from fastapi import APIRouter

        from app.fetching import probe

        router = APIRouter()


        @router.get("/status")
        async def status(url: str):
            return probe(url)
    """}
    assert markers_raised(public, "ssrf") == {"helper"}


def test_a_peer_ssrf_finding_in_an_admin_handler_is_refuted_quoting_the_guard() -> None:
    view = MemoryView({"views.py": VIEWS})
    verdict = judge_at(view, "taint", "views.py", "# inline test", "ssrf")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "administrators reach" in verdict.reason
    assert any("if not current_user.is_admin:" in item.quote for item in verdict.evidence)
    multiline = judge_at(view, "taint", "views.py", "# superuser test", "ssrf")
    assert multiline.verdict is VerdictKind.REFUTED
    assert any("u.is_superuser" in item.quote for item in multiline.evidence)
    user = judge_at(view, "taint", "views.py", "# user dependency", "ssrf")
    assert user.verdict is VerdictKind.CONFIRMED


@pytest.mark.parametrize(("name", "admin"), [
    ("get_admin_user", True), ("superuser_required", True), ("get_current_active_superuser", True),
    ("staff_member_required", False), ("staff_required", False),
    ("AdminRequired", True), ("auth.require_admin", True), ("admin_or_owner_required", False),
    ("get_admin_user_optional", False), ("is_not_admin", False), ("get_verified_user", False),
    ("administrate_posts", False), ("login_required", False), ("access.admin", True), ("admin_error_page", False),
    ("get_admin_settings", False), ("protected_admin_view", False), ("skip_admin_check", False),
    ("log_admin_access", False), ("require_admin_or_moderator_login", False),
])
def test_admin_names(name: str, admin: bool) -> None:
    assert admin_named(name) is admin


@pytest.mark.parametrize(("test", "refuses"), [
    ("not request.user.is_superuser", True), ("not current_user.is_admin()", True), ("user.role != 'admin'", True),
    ("not current_user.is_staff", False), ("'admin' not in user.roles", True), ("current_user.is_admin", False),
    ("not current_user.is_authenticated", False), ("user.role == 'admin'", False), ("user.role != 'editor'", False),
    ("not is_admin", False), ("not target.is_admin", False), ("body.role != 'admin'", False),
    ("not app.config.admin", False),
])
def test_refusing_tests(test: str, refuses: bool) -> None:
    # `user` is what a dependency gave the handler (the signed-in user); `target` and `body` are not
    users = {"current_user", "request.user", "user"}
    assert refuses_non_admins(ast.parse(test, mode="eval").body, users, dotted_name) is refuses
