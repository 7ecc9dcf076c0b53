import asyncio
import html

from aiohttp import web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import db, settings
from ..sessions import new_session_id, verify_password


def _directory():
    return Connection(Server(settings.CLUB_LDAP), auto_bind=True)


async def login(request):
    form = await request.post()
    row = await db.observer_login(request.app["pool"], form.get("callsign", ""))
    if row is None or not verify_password(row, form.get("password", "")):
        raise web.HTTPForbidden()
    sid = new_session_id()
    resp = web.HTTPFound(request.app.router["gallery"].url_for())
    resp.set_cookie("lumen_sid", sid, secure=True, httponly=True, samesite="Strict")
    resp.set_cookie("lumen_remember", sid, max_age=30 * 86400)
    return resp


async def logout(request):
    resp = web.HTTPFound(request.query.get("next", "/"))
    resp.del_cookie("lumen_sid")
    raise resp


async def theme(request):
    form = await request.post()
    resp = web.json_response({"ok": True})
    resp.set_cookie("lumen_theme", "night-red" if form.get("red") else "day", max_age=180 * 86400)
    return resp


def _lookup_sync(name, scope, equipment):
    conn = _directory()
    flt = "(&(objectClass=observer)(cn=%s*)%s)" % (escape_filter_chars(name), scope)
    conn.search(settings.CLUB_BASE, flt, attributes=["cn", "telescope"])
    found = [str(e.cn) for e in conn.entries]
    conn.search(settings.CLUB_BASE, f"(telescope={escape_filter_chars(equipment)})", attributes=["cn"])
    by_scope = [str(e.cn) for e in conn.entries]
    return found, by_scope


async def lookup(request):
    loop = asyncio.get_running_loop()
    q = request.query
    found, by_scope = await loop.run_in_executor(None, _lookup_sync, q.get("name", ""), q.get("scope", ""), q.get("telescope", ""))
    return web.json_response({"found": found, "by_telescope": by_scope})


async def profile(request):
    row = await db.observer_by_callsign(request.app["pool"], request.match_info["callsign"])
    if row is None:
        raise web.HTTPNotFound()
    page = f"<h1>{html.escape(row['display_name'])}</h1><section>{row['bio']}</section>"
    return web.Response(text=page, content_type="text/html")
