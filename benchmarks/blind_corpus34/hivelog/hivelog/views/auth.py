from urllib.parse import urlparse

import ldap
from aiohttp import web
from ldap.filter import escape_filter_chars

from ..config import LDAP_BIND_DN, LDAP_BIND_PASSWORD
from ..security import make_remember_token

LOGIN_FORM = """<!doctype html>
<title>Member login</title>
<form method="post">
  <label>Username <input name="username"></label>
  <label>Password <input name="password" type="password"></label>
  <label><input type="checkbox" name="remember"> Remember me</label>
  <button>Log in</button>
</form>"""


def _directory(settings):
    conn = ldap.initialize(settings.ldap_url)
    conn.simple_bind_s(LDAP_BIND_DN, LDAP_BIND_PASSWORD)
    return conn


def _local_target(target):
    if not target or target.startswith("//") or "\\" in target or any(ord(c) < 32 for c in target):
        return "/"
    parts = urlparse(target)
    if parts.scheme or parts.netloc or not parts.path.startswith("/"):
        return "/"
    return target


async def login(request):
    settings = request.app["settings"]
    if request.method == "GET":
        return web.Response(text=LOGIN_FORM, content_type="text/html")
    form = await request.post()
    username = form.get("username", "").strip()
    password = form.get("password", "")
    conn = _directory(settings)
    results = conn.search_s(
        settings.ldap_base,
        ldap.SCOPE_SUBTREE,
        f"(&(objectClass=beekeeper)(uid={username}))",
        ["cn", "mail"],
    )
    if not results or not password:
        raise web.HTTPFound("/login?failed=1")
    dn, attrs = results[0]
    try:
        conn.simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        raise web.HTTPFound("/login?failed=1")
    request["session"]["member"] = username
    request["session"]["name"] = attrs["cn"][0].decode()
    response = web.HTTPFound(request.query.get("next", "/"))
    if form.get("remember"):
        response.set_cookie(
            "hivelog_remember",
            make_remember_token(username, settings.cookie_key),
            max_age=30 * 24 * 3600,
            secure=True,
            httponly=True,
            samesite="Lax",
        )
    raise response


async def logout(request):
    request["session"].clear()
    raise web.HTTPFound(_local_target(request.query.get("then")))


async def mentors(request):
    settings = request.app["settings"]
    district = request.query.get("district", "")
    conn = _directory(settings)
    flt = "(&(objectClass=beekeeper)(mentor=TRUE)(l=%s))" % escape_filter_chars(district)
    rows = conn.search_s(settings.ldap_base, ldap.SCOPE_SUBTREE, flt, ["cn", "mail", "l"])
    return web.json_response(
        [{"name": a["cn"][0].decode(), "mail": a["mail"][0].decode()} for _, a in rows]
    )


def setup(app):
    app.router.add_route("*", "/login", login)
    app.router.add_get("/logout", logout)
    app.router.add_get("/mentors", mentors)
