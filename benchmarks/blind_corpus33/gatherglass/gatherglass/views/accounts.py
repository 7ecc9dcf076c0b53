"""Member and staff login, and the staff directory search."""
import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPForbidden, HTTPFound
from pyramid.view import view_config

from .. import security

LANDING = {"gallery": "gallery", "classes": "classes", "home": "home"}


@view_config(route_name="login", request_method="POST")
def login(request):
    row = request.db.execute(
        "SELECT id, pw_digest, is_staff FROM members WHERE email = ?", (request.POST.get("email", ""),)
    ).fetchone()
    if row is None or security.password_digest(request.POST.get("password", "")) != row["pw_digest"]:
        raise HTTPForbidden()
    request.session["member"] = row["id"]
    request.session["staff"] = bool(row["is_staff"])
    response = HTTPFound(location=request.params.get("came_from", "/"))
    response.set_cookie("gg_member", str(row["id"]), max_age=3600 * 24 * 30)
    return response


@view_config(route_name="logout")
def logout(request):
    request.session.invalidate()
    return HTTPFound(location=request.route_url(LANDING.get(request.params.get("to"), "home")))


def _directory(request):
    conn = ldap.initialize(request.registry.settings["gatherglass.ldap_uri"])
    conn.simple_bind_s()
    return conn


@view_config(route_name="staff", renderer="json", permission="staff")
def staff_search(request):
    conn = _directory(request)
    base = request.registry.settings["gatherglass.ldap_base"]
    role = request.params.get("role", "")
    if "name" in request.params:
        results = conn.search_s(base, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(cn=" + request.params["name"] + "))", ["cn", "mail"])
    else:
        results = conn.search_s(base, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(title=%s))" % escape_filter_chars(role), ["cn", "mail"])
    return [{"cn": a["cn"][0].decode(), "mail": a.get("mail", [b""])[0].decode()} for dn, a in results if dn]
