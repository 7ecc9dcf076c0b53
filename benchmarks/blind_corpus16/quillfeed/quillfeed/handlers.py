import base64
import os
import pickle
from urllib.parse import urlparse

from aiohttp import web

ATTACH_ROOT = os.environ.get("QUILLFEED_ATTACH", "/var/lib/quillfeed/attachments")
AVATAR_ROOT = os.environ.get("QUILLFEED_AVATARS", "/var/lib/quillfeed/avatars")


async def show_item(request):
    session = request["session"]
    item = session.get("items", {}).get(request.match_info["item_id"])
    if item is None:
        raise web.HTTPNotFound()
    body = "<article><h1>%s</h1><div>%s</div></article>" % (item["title"], item["summary"])
    return web.Response(text=body, content_type="text/html")


async def out_link(request):
    target = base64.urlsafe_b64decode(request.query["u"]).decode("utf-8")
    raise web.HTTPFound(target)


async def back(request):
    dest = request.query.get("to", "/")
    parsed = urlparse(dest)
    if parsed.scheme or parsed.netloc or not dest.startswith("/") or dest.startswith("//") or "\\" in dest:
        dest = "/"
    raise web.HTTPFound(dest)


async def attachment(request):
    name = request.match_info["name"]
    return web.FileResponse(os.path.join(ATTACH_ROOT, request["session"].get("user", "anon"), name))


async def avatar(request):
    root = os.path.realpath(AVATAR_ROOT)
    path = os.path.realpath(os.path.join(root, request.match_info["name"]))
    if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path)


async def import_state(request):
    blob = await request.read()
    state = pickle.loads(base64.b64decode(blob))
    request["session"]["items"] = state.get("items", {})
    return web.json_response({"imported": len(request["session"]["items"])})


async def run_filters(request):
    plugins = request.app["plugins"]
    items = request["session"].get("items", {})
    expr = request["session"].get("filter", "False")
    hidden = [k for k, v in items.items() if plugins["filters"].matches(expr, v)]
    return web.json_response({"hidden": hidden})


async def save_prefs(request):
    data = await request.post()
    request["session"]["filter"] = data.get("filter", "False")
    request["session"]["hook"] = data.get("hook", "")
    return web.json_response({"ok": True})


async def refresh(request):
    plugins = request.app["plugins"]
    data = await request.post()
    items = await plugins["rss"].fetch(data["url"])
    hook = request["session"].get("hook")
    store = request["session"].setdefault("items", {})
    for idx, item in enumerate(items):
        store[str(idx)] = item
        if hook:
            await plugins["hooks"].run(hook, item)
    return web.json_response({"count": len(items)})


def register(router):
    router.add_get("/items/{item_id}", show_item)
    router.add_get("/out", out_link)
    router.add_get("/back", back)
    router.add_get("/attachments/{name:.+}", attachment)
    router.add_get("/avatars/{name}", avatar)
    router.add_post("/import", import_state)
    router.add_post("/prefs", save_prefs)
    router.add_post("/refresh", refresh)
    router.add_get("/filters/run", run_filters)
