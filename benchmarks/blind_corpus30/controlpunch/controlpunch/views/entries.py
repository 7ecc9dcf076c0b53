import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPForbidden, HTTPFound

from ..db import fetch
from ..passwords import password_digest


def login(request):
    email = request.POST.get("email", "")
    member = fetch(request, "SELECT id, pw_md5 FROM members WHERE email = :email", email=email)
    if not member or member[0]["pw_md5"] != password_digest(request.POST.get("password", "")):
        return HTTPForbidden()
    request.session["member_id"] = member[0]["id"]
    return HTTPFound(location=request.params.get("came_from", "/events"))


def logout(request):
    request.session.invalidate()
    return HTTPFound(location=request.route_url("events"))


def _directory(request):
    conn = ldap.initialize(request.registry.settings["controlpunch.ldap_url"])
    conn.simple_bind_s()
    return conn


def members(request):
    base = request.registry.settings["controlpunch.ldap_base"]
    conn = _directory(request)
    club = request.params.get("club")
    if club:
        flt = "(&(objectClass=orienteer)(o=%s))" % escape_filter_chars(club)
        found = conn.search_s(base, ldap.SCOPE_SUBTREE, flt, ["cn", "siCard"])
    else:
        name = request.params.get("name", "")
        found = conn.search_s(base, ldap.SCOPE_SUBTREE, "(&(objectClass=orienteer)(cn=%s*))" % name, ["cn", "siCard"])
    return [{"name": a["cn"][0].decode(), "si": a.get("siCard", [b""])[0].decode()} for _, a in found]
