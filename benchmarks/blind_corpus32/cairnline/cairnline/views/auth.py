import hashlib
import hmac
from urllib.parse import urlsplit

from aiohttp import web

routes = web.RouteTableDef()


def pin_digest(callsign, pin):
    return hashlib.sha1(f"{callsign}:{pin}".encode()).hexdigest()


@routes.get("/login")
async def login_form(request):
    return web.FileResponse("static/login.html")


@routes.post("/login")
async def login(request):
    form = await request.post()
    callsign = form.get("callsign", "").strip().upper()
    row = await request.app["db"].fetch_one(
        "SELECT callsign, pin_hash, role FROM members WHERE callsign = ?", (callsign,)
    )
    if row is None or not hmac.compare_digest(row["pin_hash"], pin_digest(callsign, form.get("pin", ""))):
        raise web.HTTPUnauthorized(text="unknown callsign or PIN")
    request["session"]["callsign"] = callsign
    request["session"]["role"] = row["role"]
    target = request.query.get("next") or "/callouts"
    raise web.HTTPFound(target)


@routes.get("/logout")
async def logout(request):
    request["session"].clear()
    back = request.query.get("back", "/")
    parts = urlsplit(back)
    if parts.scheme or parts.netloc or not back.startswith("/") or "\\" in back:
        back = "/"
    raise web.HTTPFound(back)
