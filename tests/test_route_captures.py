"""A URL capture holds only what its route's pattern matches.

The framework calls a handler only for a URL its pattern matches, so a capture registered as `([a-z0-9_-]+)`
(Tornado), `{image_id:[0-9a-f]{32}}` (aiohttp), `<int:ticket_id>` (Flask's `add_url_rule`) or `<slug:slug>`
(Django) holds no markup, no shell syntax and no path separator, whoever sent it. The table usually sits in
another module than the handler. A capture stays the client's wherever some registration of its handler lets it
hold more (`(.*)`, `{name}`), for the categories its characters can still harm (`-` in SQL), and when nothing
registers the handler at all. A kept analysis of the handler's module does not outlive a change to its routes.
"""

from __future__ import annotations

import pytest

from agent_providers.builtin import taint_parallel
from agent_providers.builtin.route_patterns import captures, registrations
from agent_providers.builtin.taint_parallel import analyse_in_parallel
from agent_providers.builtin.taint_project import ROUTE_LOOKUP, Project
from tests.builtin_support import MemoryView, judge_at
from tests.test_taint_kept import _analyse, _kept_project
from tests.test_taint_order import _many_modules, _view
from tickets.models import VerdictKind
from twokey.kernel.contentstore import MemoryMemo

EVERY = {"xss", "sql-injection", "command-injection", "path-traversal", "open-redirect", "ldap-injection",
         "xpath-injection"}


@pytest.mark.parametrize(("pattern", "key", "cleared"), [
    (r"/rooms/([a-z0-9_-]+)", 0, EVERY - {"sql-injection"}),
    (r"/d/(\d+)/(\w+)", 1, EVERY),
    (r"/archive/([A-Za-z0-9_]+\.csv)", 0, EVERY),
    ("/img/{image_id:[0-9a-f]{32}}/resize", "image_id", EVERY),
    ("/items/{id:int}", "id", EVERY),
    ("/t/<int:ticket_id>/files", "ticket_id", EVERY),
    ("<slug:slug>/", "slug", EVERY - {"sql-injection"}),
    (r"^(?P<slug>[-\w]+)/$", "slug", EVERY - {"sql-injection"}),
    ("/b/<name:re:[a-z]+>", "name", EVERY),
    (r"/up/([.]+)", 0, EVERY - {"path-traversal"}),  # `..` names the parent folder
    (r"/files/(.*)", 0, set()),
    (r"/files/([^/]+)", 0, set()),
    ("/albums/{album}", "album", set()),
    ("/p/<path:rest>", "rest", set()),
    (r"^x/(?P<p>.+)$", "p", set()),
])
def test_what_a_pattern_lets_a_capture_hold(pattern: str, key: str | int, cleared: set[str]) -> None:
    assert set(captures(pattern)[key]) == cleared


def test_registrations_name_the_handler_a_pattern_routes_to() -> None:
    text = ('handlers = [\n    (r"/rooms/([a-z]+)", RoomHandler, {"db": db}),\n]\n'
            'app.add_url_rule("/t/<int:ticket_id>", view_func=views.TicketView.as_view("t"))\n'
            'app.router.add_get("/img/{image_id:[0-9a-f]{32}}", gallery.image_page)\n'
            'urlpatterns = [path("<slug:slug>/", views.Detail.as_view(), name="detail")]\n'
            'app.add_route("/items/{id:int}", Items(store))\n')
    assert [(r.handler, r.line) for r in registrations(text)] == [
        ("RoomHandler", 2), ("TicketView", 4), ("image_page", 5), ("Detail", 6), ("Items", 7)]


TORNADO = {
    "chat/__init__.py": "",
    "chat/app.py": """
import tornado.web

from .handlers import ArchiveHandler, ChatSocket, FileHandler, RoomHandler, TopicHandler


def make_app():
    return tornado.web.Application([
        (r"/rooms/([a-z0-9_-]+)", RoomHandler),
        (r"/topics/([a-z0-9_-]+)", TopicHandler),
        (r"/topics/any/(.*)", TopicHandler),
        (r"/files/([a-z0-9_-]+)", FileHandler),
        (r"/archive/([a-z0-9_-]+)", ArchiveHandler),
        (r"/ws/([a-z0-9_-]+)", ChatSocket),
    ])
""",
    "chat/handlers.py": """
import os
import sqlite3

import tornado.web
import tornado.websocket


class RoomHandler(tornado.web.RequestHandler):
    def get(self, slug):
        self.write("<h1>#%s</h1>" % slug)  # constrained slug


class TopicHandler(tornado.web.RequestHandler):
    def get(self, topic):
        self.write("<h1>%s</h1>" % topic)  # also registered with (.*)


class FileHandler(tornado.web.RequestHandler):
    def get(self, name):
        with open(os.path.join("/srv/files", name)) as f:  # constrained name
            self.write(f.read())


class ArchiveHandler(tornado.web.RequestHandler):
    def get(self, name):
        sqlite3.connect("a.db").execute("SELECT * FROM a WHERE n = " + name)  # a dash is SQL's comment


class ChatSocket(tornado.websocket.WebSocketHandler):
    def open(self, room):
        self.write_message("<b>%s</b>" % room)  # constrained room

    def on_message(self, raw):
        os.system("ping -c 1 " + raw)  # a message, not a capture


class UnroutedHandler(tornado.web.RequestHandler):
    def get(self, name):
        self.write("<h1>%s</h1>" % name)  # registered nowhere
""",
}

AIOHTTP = {
    "pics/__init__.py": "",
    "pics/server.py": """
from aiohttp import web

from . import gallery


def make_app():
    app = web.Application()
    app.router.add_get("/img/{image_id:[0-9a-f]{32}}", gallery.image_page)
    app.router.add_get("/albums/{album}", gallery.album)
    return app
""",
    "pics/gallery.py": """
from aiohttp import web


async def image_page(request):
    image_id = request.match_info["image_id"]
    return web.Response(text=f"<img src='/img/{image_id}'>", content_type="text/html")  # 32 hex digits


async def album(request):
    name = request.match_info.get("album")
    return web.Response(text=f"<h1>{name}</h1>", content_type="text/html")  # any segment
""",
}


def _verdict(files: dict[str, str], path: str, marker: str, category: str) -> VerdictKind:
    return judge_at(MemoryView(files), "taint", path, marker, category).verdict


@pytest.mark.parametrize(("marker", "category"), [("# constrained slug", "xss"),
                                                  ("# constrained name", "path-traversal")])
def test_a_capture_its_routes_constrain_carries_nothing_harmful(marker: str, category: str) -> None:
    assert _verdict(TORNADO, "chat/handlers.py", marker, category) is not VerdictKind.CONFIRMED


@pytest.mark.parametrize(("marker", "category"), [("# also registered with (.*)", "xss"),
                                                  ("# a dash is SQL's comment", "sql-injection"),
                                                  ("# registered nowhere", "xss"),
                                                  ("# a message, not a capture", "command-injection")])
def test_a_capture_some_route_leaves_open_is_still_the_clients(marker: str, category: str) -> None:
    assert _verdict(TORNADO, "chat/handlers.py", marker, category) is VerdictKind.CONFIRMED


def test_a_capture_read_from_the_request_by_name_is_constrained_the_same() -> None:
    assert _verdict(AIOHTTP, "pics/gallery.py", "# 32 hex digits", "xss") is not VerdictKind.CONFIRMED
    assert _verdict(AIOHTTP, "pics/gallery.py", "# any segment", "xss") is VerdictKind.CONFIRMED


def test_a_kept_analysis_does_not_outlive_a_change_to_the_routes(tmp_path) -> None:
    """The handler module's analysis asked the project for RoomHandler's routes: when app.py lets the capture
    hold anything, the kept analysis does not hold and the flow is found; the raise's trace names app.py."""
    memo = MemoryMemo()
    first = _analyse(_kept_project(_view(tmp_path, TORNADO), memo), sorted(TORNADO))
    live = sorted(s.category for s in first.module("chat/handlers.py").sites if s.live_taint)
    # the socket's message, the archive (SQL), the topic (also `(.*)`), the unrouted
    assert live == ["command-injection", "sql-injection", "xss", "xss"]
    assert "chat/app.py" in first.consulted("chat/handlers.py")
    assert ("chat/app.py", ROUTE_LOOKUP + "RoomHandler") in first.looked_up("chat/handlers.py")
    opened = {**TORNADO, "chat/app.py": TORNADO["chat/app.py"].replace(r'(r"/rooms/([a-z0-9_-]+)"',
                                                                       r'(r"/rooms/(.+)"')}
    view = _view(tmp_path, opened)
    second = _analyse(_kept_project(view, memo), sorted(opened))
    assert "chat/handlers.py" not in second.reused
    assert sorted(s.category for s in second.module("chat/handlers.py").sites if s.live_taint) == [
        "command-injection", "sql-injection", "xss", "xss", "xss"]  # and now the room
    name = (ROUTE_LOOKUP + "RoomHandler",)
    assert first.fingerprint("chat/app.py", name) != second.fingerprint("chat/app.py", name)


def test_helpers_read_the_same_routes_as_one_process(tmp_path, monkeypatch) -> None:
    """A helper process is sent only the texts it analyses: the route table, read from every module, is shipped
    to it, so a handler's captures are cleared on any number of cores as on one."""
    files = {**_many_modules(), **TORNADO}
    view = _view(tmp_path, files)
    paths = sorted(view.paths)
    alone = Project(view, raising=True)
    analyse_in_parallel(alone, paths, helpers=0)
    monkeypatch.setattr(taint_parallel, "BATCH_CHARS", 1)
    shared = Project(view, raising=True)
    analyse_in_parallel(shared, paths, helpers=2)

    def live(project: Project) -> list[str]:
        module = project.module("chat/handlers.py")
        assert not isinstance(module, str)
        return sorted(site.category for site in module.sites if site.live_taint)

    assert live(alone) == ["command-injection", "sql-injection", "xss", "xss"]
    assert live(shared) == live(alone)


def test_a_handler_routed_by_position_and_by_name_has_a_fingerprint(tmp_path) -> None:
    """One table routes a handler by a positional group and by a named one: what a kept raise records of it reads
    the same each time (a capture's name and position do not compare with each other, so nothing may sort them)."""
    files = {"web/__init__.py": "",
             "web/urls.py": 'urlpatterns = [\n    re_path(r"^a/([a-z]+)$", views.page),\n'
                            '    re_path(r"^b/(?P<slug>[a-z]+)$", views.page),\n]\n'}
    project = Project(_view(tmp_path, files), raising=True)
    name = (ROUTE_LOOKUP + "page",)
    assert project.fingerprint("web/urls.py", name) == Project(_view(tmp_path, files), raising=True).fingerprint(
        "web/urls.py", name)


DJANGO_VIEWS = {
    "lab/__init__.py": "",
    "lab/views.py": """
        from django.http import HttpResponse

        def sample_detail(request, barcode):
            return HttpResponse("<h1>Sample %s not found</h1>" % barcode)

        def by_number(request, number):
            return HttpResponse("<h1>Sample %s</h1>" % number)

        def legacy(request, code):
            return HttpResponse("<h1>Code %s</h1>" % code)

        def render_heading(request, title):
            return HttpResponse("<h1>%s</h1>" % title)
        """,
    "site/urls.py": """
        from django.urls import path, re_path
        from lab import views

        urlpatterns = [
            path("samples/<str:barcode>/", views.sample_detail),
            path("numbers/<int:number>/", views.by_number),
            re_path(r"^legacy/([^/]+)/$", views.legacy),
        ]
        """,
}


@pytest.mark.parametrize(("needle", "confirmed"), [
    ('"<h1>Sample %s not found', True),  # `<str:barcode>`: anything but a slash
    ('"<h1>Code %s', True),  # a regular expression's group, filled by position
    ('"<h1>Sample %s</h1>" % number', False),  # `<int:number>`: digits only
])
def test_a_django_view_functions_parameters_after_the_request_are_its_routes_captures(needle, confirmed) -> None:
    verdict = judge_at(MemoryView(DJANGO_VIEWS), "taint", "lab/views.py", needle, "xss")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason


def test_a_view_function_no_route_names_gets_nothing_from_the_url() -> None:
    # render_heading takes the request and a title its caller chose: no route captures the title
    verdict = judge_at(MemoryView(DJANGO_VIEWS), "taint", "lab/views.py", '"<h1>%s</h1>" % title', "xss")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
