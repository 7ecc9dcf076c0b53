"""Staff login, logout and directory look-ups."""
import hashlib
import hmac
import json
from urllib.parse import urlsplit

import ldap
from ldap.filter import escape_filter_chars

from .. import settings
from ..db import connect
from ..response import Response, redirect

LOGIN_PAGE = """<form method="post"><input name="user"><input name="password" type="password"><button>Sign in</button></form>"""


def _sign(value):
    return hmac.new(settings.SESSION_SECRET.encode(), value.encode(), "sha256").hexdigest()


def current_staff(request):
    raw = request.cookies.get("lt_staff", "")
    value, _, sig = raw.rpartition(".")
    if value and hmac.compare_digest(_sign(value), sig):
        return value
    return None


def login_form(request):
    return Response(LOGIN_PAGE)


def login(request):
    conn = connect()
    row = conn.execute("SELECT username, pw_md5 FROM staff WHERE username = ?", (request.form.get("user", ""),)).fetchone()
    if row is None or hashlib.md5(request.form.get("password", "").encode()).hexdigest() != row["pw_md5"]:
        return Response("<p>Wrong user or password</p>" + LOGIN_PAGE, status=403)
    resp = redirect(request.query.get("then", "/"))
    resp.add_header("Set-Cookie", "lt_staff=%s.%s; Path=/; Secure; HttpOnly; SameSite=Strict" % (row["username"], _sign(row["username"])))
    return resp


def logout(request):
    target = request.query.get("then", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    resp = redirect(target)
    resp.add_header("Set-Cookie", "lt_staff=; Path=/; Max-Age=0; Secure; HttpOnly")
    return resp


def _directory():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s()
    return conn


def find(request):
    conn = _directory()
    name = request.query.get("name", "")
    found = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(|(cn=%s*)(mail=%s*))" % (name, name), ["cn", "mail", "telephoneNumber"])
    return Response(json.dumps([{k: v[0].decode() for k, v in a.items()} for dn, a in found if dn]), content_type="application/json")


def team(request):
    conn = _directory()
    (shop,) = request.route_args
    found = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(ltShop=" + escape_filter_chars(shop) + ")", ["cn"])
    return Response(json.dumps([a["cn"][0].decode() for dn, a in found if dn]), content_type="application/json")
