import html

from aiohttp import web

from .db import conn


async def status(request):
    rows = conn().execute("SELECT at, song FROM schedule ORDER BY at").fetchall()
    items = "".join("<li>%s &ndash; %s</li>" % (html.escape(r["at"]), html.escape(r["song"])) for r in rows)
    return web.Response(text="<h1>Today</h1><ul>" + items + "</ul>", content_type="text/html")



async def captain_login(request):
    form = await request.post()
    if form.get("token") != request.app["token"]:
        raise web.HTTPForbidden()
    resp = web.HTTPFound(request.query.get("next", "/"))
    resp.set_cookie("captain", "1")
    return resp


async def captain_logout(request):
    resp = web.HTTPFound("/status")
    resp.set_cookie("captain", "", max_age=0, secure=True, httponly=True)
    return resp


def make_status_app(token):
    app = web.Application()
    app["token"] = token
    app.router.add_get("/status", status)
    app.router.add_post("/captain", captain_login)
    app.router.add_get("/captain/logout", captain_logout)
    return app
