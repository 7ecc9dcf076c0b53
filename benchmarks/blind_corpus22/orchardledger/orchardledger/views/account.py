import random

import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

LDAP_URI = "ldap://ldap.orchard.lan"
PEOPLE = "ou=pickers,dc=orchard,dc=lan"


@view_config(route_name="login", request_method="POST")
def login(request):
    login_name = request.POST.get("login", "")
    conn = ldap.initialize(LDAP_URI)
    found = conn.search_s(PEOPLE, ldap.SCOPE_ONELEVEL, "(&(objectClass=posixAccount)(uid=%s))" % login_name)
    if not found:
        return HTTPFound(location=request.route_url("login"))
    came_from = request.params.get("came_from", request.route_url("home"))
    resp = HTTPFound(location=came_from, headers=remember(request, login_name))
    pin = "%04d" % random.randint(0, 9999)
    resp.set_cookie("orchard_pin", pin, max_age=86400)
    return resp


@view_config(route_name="logout")
def logout(request):
    came_from = request.params.get("came_from", "")
    if not came_from.startswith(request.application_url + "/"):
        came_from = request.route_url("home")
    return HTTPFound(location=came_from)


@view_config(route_name="prefs", request_method="POST", renderer="json")
def prefs(request):
    team = request.POST.get("team", "")
    conn = ldap.initialize(LDAP_URI)
    members = conn.search_s(PEOPLE, ldap.SCOPE_ONELEVEL, "(team=%s)" % escape_filter_chars(team), ["uid"])
    request.response.set_cookie("ledger_lang", "fr" if request.POST.get("lang") == "fr" else "en", secure=True, httponly=True, samesite="Lax")
    return {"members": len(members)}
