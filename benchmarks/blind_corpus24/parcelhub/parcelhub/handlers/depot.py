from urllib.parse import urlsplit

from aiohttp import web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import db, settings, util


def _ldap():
    return Connection(Server(settings.LDAP_URL), auto_bind=True)


async def driver_lookup(request):
    badge = request.query.get("badge", "")
    c = _ldap()
    c.search(settings.LDAP_BASE, f"(&(objectClass=user)(employeeNumber={badge}))", attributes=["displayName"])
    return web.json_response([str(e.displayName) for e in c.entries])


async def driver_by_name(request):
    name = request.query.get("name", "")
    c = _ldap()
    c.search(settings.LDAP_BASE, "(&(objectClass=user)(displayName=%s*))" % escape_filter_chars(name), attributes=["employeeNumber"])
    return web.json_response([str(e.employeeNumber) for e in c.entries])


async def driver_by_van(request):
    van = request.match_info["van"]
    if not van.isdigit():
        raise web.HTTPBadRequest()
    c = _ldap()
    c.search(settings.LDAP_BASE, "(&(objectClass=user)(vanNumber=" + van + "))", attributes=["displayName"])
    return web.json_response([str(e.displayName) for e in c.entries])


async def depot_login(request):
    form = await request.post()
    token = util.depot_token()
    request.app["depot_sessions"][token] = form.get("badge")
    resp = web.HTTPFound(request.query.get("return", "/depot"))
    resp.set_cookie("depot_session", token)
    raise resp


async def depot_login_v2(request):
    form = await request.post()
    token = util.depot_token()
    request.app["depot_sessions"][token] = form.get("badge")
    target = request.query.get("return", "/depot")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/depot"
    resp = web.HTTPFound(target)
    resp.set_cookie("depot_session", token, secure=True, httponly=True, samesite="Strict", max_age=8 * 3600)
    raise resp


async def after_pin(request):
    num = request.match_info["num"]
    pin = util.delivery_pin()
    await db.save_delivery_pin(request.app["pool"], num, util.pin_hash(pin))
    raise web.HTTPFound(request.app.router["track"].url_for(num=num))
