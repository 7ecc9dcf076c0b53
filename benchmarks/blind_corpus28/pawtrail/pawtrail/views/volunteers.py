import base64
import hashlib
import secrets

from aiohttp import web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

routes = web.RouteTableDef()


def _directory(request):
    cfg = request.app["cfg"]
    return Server(cfg.ldap_url, use_ssl=True), cfg.ldap_base


@routes.post("/volunteers/login")
async def login(request):
    form = await request.post()
    badge = form.get("badge", "")
    server, base = _directory(request)
    conn = Connection(server, auto_bind=True)
    conn.search(base, "(&(objectClass=shelterVolunteer)(badgeNumber=%s))" % badge, attributes=["uid", "cn"])
    if not conn.entries:
        raise web.HTTPUnauthorized()
    dn = conn.entries[0].entry_dn
    if not Connection(server, user=dn, password=form.get("password", "")).bind():
        raise web.HTTPUnauthorized()
    token = secrets.token_urlsafe(24)
    await request.app["store"].execute("INSERT INTO volunteer_sessions (token, dn) VALUES ($1, $2)", token, dn)
    dest = request.query.get("next", "/rota")
    resp = web.HTTPFound(dest)
    resp.set_cookie("pt_volunteer", token, max_age=12 * 3600)
    raise resp


@routes.get("/volunteers/directory")
async def directory_search(request):
    if not request["volunteer"]:
        raise web.HTTPForbidden()
    skill = request.query.get("skill", "")
    server, base = _directory(request)
    conn = Connection(server, auto_bind=True)
    conn.search(base, "(&(objectClass=shelterVolunteer)(skill=%s))" % escape_filter_chars(skill),
                attributes=["cn", "mail", "skill"])
    return web.json_response([{"name": e.cn.value, "mail": e.mail.value} for e in conn.entries])


@routes.get("/volunteers/rota.ics")
async def rota_feed(request):
    token = request.cookies.get("pt_volunteer", "")
    rows = await request.app["store"].fetch(
        "SELECT s.start, s.finish, s.area FROM shifts s JOIN volunteer_sessions v ON v.dn = s.dn WHERE v.token = $1", token)
    body = "\n".join("%s/%s %s" % (r["start"], r["finish"], r["area"]) for r in rows)
    etag = base64.b32encode(hashlib.md5(body.encode()).digest()).decode()[:12]
    return web.Response(text=body, headers={"ETag": etag}, content_type="text/calendar")
