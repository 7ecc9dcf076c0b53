import random

import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPForbidden, HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..security import verify_password

PARISH_LDAP = "ldap://verzeichnis.stcecilia.example"
PARISH_BASE = "ou=gemeinde,dc=stcecilia,dc=example"


def _directory():
    conn = ldap.initialize(PARISH_LDAP)
    conn.simple_bind_s()
    return conn


@view_config(route_name="login", request_method="POST")
def login(request):
    username = request.POST.get("username", "")
    if not verify_password(username, request.POST.get("password", "")):
        raise HTTPForbidden()
    came_from = request.params.get("came_from", "")
    if not came_from.startswith(request.application_url + "/"):
        came_from = request.route_url("home")
    return HTTPFound(location=came_from, headers=remember(request, username))


@view_config(route_name="logout")
def logout(request):
    return HTTPFound(location=request.params.get("came_from", "/"), headers=forget(request))


@view_config(route_name="voice", request_method="POST", renderer="json")
def choose_voice(request):
    voice = request.POST.get("voice", "tenor")
    request.response.set_cookie("chorale_voice", voice if voice in ("soprano", "alto", "tenor", "bass") else "tenor")
    return {"voice": voice}


@view_config(route_name="members", renderer="json", permission="view")
def members(request):
    name = request.params.get("name", "")
    conn = _directory()
    results = conn.search_s(PARISH_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=person)(cn=*%s*))" % name, ["cn", "telephoneNumber"])
    section = escape_filter_chars(request.params.get("section", "choir"))
    section_members = conn.search_s(PARISH_BASE, ldap.SCOPE_ONELEVEL, f"(ou={section})", ["cn"])
    return {"people": [dn for dn, _ in results], "section": [dn for dn, _ in section_members]}


@view_config(route_name="invite", request_method="POST", renderer="json", permission="edit")
def invite(request):
    code = "%08d" % random.randint(0, 99_999_999)
    request.response.set_cookie("chorale_invite", code, max_age=7 * 86400, secure=False)
    return {"invite_code": code}
