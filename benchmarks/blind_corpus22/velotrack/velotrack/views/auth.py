import random
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp_session import get_session
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import config

routes = web.RouteTableDef()


def _safe_next(target):
    parts = urlsplit(target)
    if not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//") and "\\" not in target and target.isprintable():
        return target
    if parts.scheme == "https" and parts.hostname in config.PORTAL_HOSTS:
        return target
    return "/"


@routes.post("/login")
async def login(request):
    form = await request.post()
    session = await get_session(request)
    session["rider"] = form["rider"]
    raise web.HTTPFound(_safe_next(form.get("next", "/")))


@routes.get("/sso/return")
async def sso_return(request):
    session = await get_session(request)
    session["rider"] = request.query["rider"]
    raise web.HTTPFound(request.query.get("relay", "/"))


@routes.get("/logout")
async def logout(request):
    session = await get_session(request)
    session.invalidate()
    resp = web.HTTPFound(request.app.router["home"].url_for() if "home" in request.app.router else "/")
    resp.del_cookie("vt_unlock")
    raise resp


@routes.post("/unlock-code")
async def unlock_code(request):
    code = "%06d" % random.randint(0, 999999)
    resp = web.json_response({"code": code})
    resp.set_cookie("vt_unlock", code, max_age=300)
    return resp


@routes.post("/lang")
async def lang(request):
    form = await request.post()
    resp = web.json_response({"ok": True})
    resp.set_cookie("vt_lang", "de" if form.get("lang") == "de" else "en", secure=True, httponly=True, samesite="Lax")
    return resp


@routes.get("/staff/lookup")
async def staff_lookup(request):
    conn = Connection(Server(config.LDAP_URL), auto_bind=True)
    conn.search("ou=staff,dc=velotrack,dc=internal", "(&(objectClass=person)(depot=%s))" % escape_filter_chars(request.query.get("depot", "")), attributes=["cn"])
    return web.json_response([str(e.cn) for e in conn.entries])
