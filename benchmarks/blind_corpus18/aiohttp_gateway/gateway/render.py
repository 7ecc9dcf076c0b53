import html

import jsonpickle
from aiohttp import web

WELCOME = "<html><body><h1>Welcome, {name}</h1></body></html>"


async def welcome(request):
    name = request.query.get("name", "friend")
    return web.Response(text=WELCOME.format(name=html.escape(name)), content_type="text/html")


async def error_page(request):
    msg = request.query.get("msg", "Unknown error")

    body = "<html><body><div class='err'>" + msg + "</div></body></html>"
    return web.Response(text=body, content_type="text/html")


async def prefs(request):
    raw = request.cookies.get("prefs")
    data = jsonpickle.decode(raw) if raw else {}
    return web.json_response({"theme": getattr(data, "theme", None) or "light"})
