import random

from aiohttp import web

from .. import settings, storage

routes = web.RouteTableDef()


def new_session_id():
    return "%032x" % random.getrandbits(128)


@web.middleware
async def trace_sampler(request, handler):
    request["traced"] = random.random() < settings.TRACE_SAMPLE_RATE
    return await handler(request)


@routes.post("/login")
async def login(request):
    form = await request.post()
    user = await storage.fetch_one("SELECT id, pw_hash FROM users WHERE name = ?", form.get("user", ""))
    if user is None:
        raise web.HTTPUnauthorized()
    sid = new_session_id()
    await storage.run("INSERT INTO sessions (sid, user_id) VALUES (?, ?)", sid, user["id"])
    resp = web.HTTPFound(request.query.get("to", "/dashboards"))
    resp.set_cookie("mg_session", sid, max_age=12 * 3600, path="/")
    raise resp


@routes.get("/open/{id}")
async def open_dashboard(request):
    dash_id = int(request.match_info["id"])
    location = request.app.router["dashboard"].url_for(id=str(dash_id))
    resp = web.HTTPFound(location)
    resp.set_cookie("mg_last_dashboard", str(dash_id), max_age=30 * 86400)
    raise resp
