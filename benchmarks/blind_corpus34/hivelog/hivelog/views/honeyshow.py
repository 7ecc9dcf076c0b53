from dataclasses import dataclass
from functools import lru_cache

from aiohttp import web
from defusedxml import ElementTree as DefusedET
from lxml import etree

from .. import repo
from ..security import hash_password, new_salt
from ..services.labels import print_label, render_label


@dataclass
class Jar:
    apiary: str
    season: str
    grams: int
    title: str


@lru_cache(maxsize=1)
def _schedule(path):
    return etree.parse(path)


def find_class(path, code):
    return _schedule(path).xpath(f"/schedule/class[@code='{code}']")


def classes_in_section(path, section):
    return _schedule(path).xpath("/schedule/class[@section=$section]", section=section)


async def class_detail(request):
    nodes = find_class(request.app["settings"].schedule_path, request.query.get("code", ""))
    return web.json_response([{"code": n.get("code"), "title": n.findtext("title")} for n in nodes])


async def section(request):
    nodes = classes_in_section(request.app["settings"].schedule_path, request.match_info["name"])
    return web.json_response([n.get("code") for n in nodes])


async def import_entries(request):
    payload = await request.read()
    doc = etree.fromstring(payload)
    entries = [
        {"class": e.get("class"), "exhibitor": e.findtext("exhibitor"), "jars": int(e.findtext("jars") or 1)}
        for e in doc.iter("entry")
    ]
    return web.json_response({"received": len(entries)})


async def import_schedule(request):
    payload = await request.read()
    root = DefusedET.fromstring(payload)
    with open(request.app["settings"].schedule_path, "wb") as fh:
        fh.write(payload)
    _schedule.cache_clear()
    return web.json_response({"classes": len(root.findall("class"))})


async def register_entrant(request):
    form = await request.post()
    salt = new_salt()
    repo.save_entrant(request.app["db"], form["name"], form["email"], salt, hash_password(form["password"], salt))
    return web.json_response({"ok": True})


async def jar_labels(request):
    form = await request.post()
    jar = Jar(apiary=form["apiary"], season=form.get("season", ""), grams=int(form.get("grams", 454)), title=form.get("title", "Local Honey"))
    pdf = render_label(jar)
    print_label(pdf, request.app["settings"].default_printer, int(form.get("copies", 1)), jar.title)
    return web.json_response({"queued": True})


def setup(app):
    app.router.add_get("/show/classes", class_detail)
    app.router.add_get("/show/sections/{name}", section)
    app.router.add_post("/show/entries", import_entries)
    app.router.add_post("/show/schedule", import_schedule)
    app.router.add_post("/show/entrants", register_entrant)
    app.router.add_post("/labels", jar_labels)
