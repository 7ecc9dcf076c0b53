"""A handler that refuses every request but the local user's serves the person at this machine.

gns3-server opens the project file a client names only when the server runs in local mode:
`if config.getboolean("local", False) is False: response.set_status(403); return`. Past that test, the path is
chosen by whoever sits at the machine the server runs on, who could open the file directly; so is a value read past
`if request.remote_addr not in ("127.0.0.1", "::1"): abort(403)`. A value read before the test, or a test nested
in another branch, proves nothing about who asks; nor does a value read inside the test's own branch, which runs for
every request the test refuses.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

HEAD = """
    from aiohttp import web

    from .config import Config

    routes = web.RouteTableDef()


    @routes.post("/projects/load")
    async def load(request):
    """

GATED = HEAD + """
        config = Config.instance()
        if config.get_section_config("Server").getboolean("local", False) is False:
            return web.Response(status=403)
        path = (await request.json()).get("path")
        with open(path) as f:
            return web.Response(text=f.read())
    """

NESTED = HEAD + """
        body = await request.json()
        if body.get("name"):
            if not Config.instance().get_section_config("Server").getboolean("local"):
                return web.Response(status=403)
        path = body.get("path")
        with open(path) as f:
            return web.Response(text=f.read())
    """

READ_FIRST = HEAD + """
        path = (await request.json()).get("path")
        if Config.instance().get_section_config("Server").getboolean("local", False) is False:
            return web.Response(status=403)
        with open(path) as f:
            return web.Response(text=f.read())
    """

FLASK = """
    import requests
    from flask import Flask, abort, request

    app = Flask(__name__)


    @app.route("/admin/fetch")
    def fetch():
        if request.remote_addr {op} ("127.0.0.1", "::1"):
            abort(403)
        return requests.get(request.args["url"]).text
    """


def _path_verdict(source: str) -> object:
    return judge_at(MemoryView({"server/handlers.py": source}), "taint", "server/handlers.py", "with open(path)",
                    "path-traversal")


def test_a_path_read_past_a_local_mode_test_is_the_local_users() -> None:
    verdict = _path_verdict(GATED)
    assert verdict.verdict is VerdictKind.REFUTED
    assert "local user" in verdict.reason
    assert any("getboolean" in e.quote for e in verdict.evidence)


def test_a_nested_local_mode_test_proves_nothing() -> None:
    assert _path_verdict(NESTED).verdict is VerdictKind.CONFIRMED


def test_a_value_read_before_the_test_is_still_the_clients() -> None:
    assert _path_verdict(READ_FIRST).verdict is VerdictKind.CONFIRMED


def test_a_value_read_inside_the_test_is_still_the_clients() -> None:
    inside = FLASK.replace("            abort(403)\n", "            requests.get(request.args[\"ping\"])  # inside\n"
                                                        "            abort(403)\n")
    view = MemoryView({"app.py": inside.replace("{op}", "not in")})
    assert judge_at(view, "taint", "app.py", "# inside", "ssrf").verdict is VerdictKind.CONFIRMED


def test_a_loopback_only_handler_fetches_for_the_local_user() -> None:
    gated = MemoryView({"app.py": FLASK.replace("{op}", "not in")})
    assert judge_at(gated, "taint", "app.py", "return requests.get(", "ssrf").verdict is VerdictKind.REFUTED
    inverted = MemoryView({"app.py": FLASK.replace("{op}", "in")})
    assert judge_at(inverted, "taint", "app.py", "return requests.get(", "ssrf").verdict is VerdictKind.CONFIRMED


def test_a_path_the_local_user_sends_to_another_modules_helper_is_not_confirmed_there() -> None:
    files = {
        "srv/__init__.py": "",
        "srv/handlers.py": HEAD.replace("from .config import Config", "from .config import Config\n"
                                        "    from .store import load_project") + """
        if Config.instance().getboolean("local", False) is False:
            return web.Response(status=403)
        project = load_project(request.json.get("path"))
        return web.Response(text=project)
    """,
        "srv/store.py": """
    def load_project(path):
        with open(path) as f:
            return f.read()
    """,
    }
    view = MemoryView(files)
    assert judge_at(view, "taint", "srv/store.py", "with open(path)", "path-traversal").verdict \
        is not VerdictKind.CONFIRMED
    ungated = MemoryView({**files, "srv/handlers.py": files["srv/handlers.py"].replace("is False:", "is None:")})
    assert judge_at(ungated, "taint", "srv/store.py", "with open(path)", "path-traversal").verdict \
        is VerdictKind.CONFIRMED
