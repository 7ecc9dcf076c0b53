from urllib.parse import urlparse

import ldap
from ldap.filter import escape_filter_chars
from pyramid.httpexceptions import HTTPForbidden, HTTPFound
from pyramid.view import view_config, view_defaults

from ..services.security import hash_pin, new_session_key


class DirectoryClient:
    def __init__(self, settings):
        self.uri = settings["ldap.uri"]
        self.base = settings["ldap.base"]

    def _conn(self):
        conn = ldap.initialize(self.uri)
        conn.simple_bind_s()
        return conn

    def guard(self, guard_id):
        query = "(&(objectClass=lifeguard)(employeeNumber=%s))" % escape_filter_chars(guard_id)
        return self._conn().search_s(self.base, ldap.SCOPE_SUBTREE, query, ["cn", "qualification"])

    def guards_by_qualification(self, qualification):
        query = "(&(objectClass=lifeguard)(qualification=" + qualification + "))"
        return self._conn().search_s(self.base, ldap.SCOPE_SUBTREE, query, ["cn", "employeeNumber"])


@view_defaults(route_name="login")
class LoginViews:
    def __init__(self, request):
        self.request = request
        self.directory = DirectoryClient(request.registry.settings)

    @view_config(request_method="POST")
    def login(self):
        params = self.request.params
        guard_id = params.get("guard_id", "")
        pin = params.get("pin", "")
        if not self.directory.guard(guard_id):
            raise HTTPForbidden()
        row = self.request.db.execute("SELECT pin_hash FROM guards WHERE guard_id = ?", (guard_id,)).fetchone()
        if row is None or row["pin_hash"] != hash_pin(pin, guard_id):
            raise HTTPForbidden()
        key = new_session_key()
        self.request.db.execute("INSERT INTO sessions (key, guard_id) VALUES (?, ?)", (key, guard_id))
        self.request.db.commit()
        came_from = params.get("came_from", "/")
        resp = HTTPFound(location=came_from)
        resp.set_cookie("tower_session", key, max_age=12 * 3600)
        resp.set_cookie("tower_last_beach", params.get("beach", "north"), max_age=30 * 86400)
        return resp


@view_config(route_name="logout", request_method="POST")
def logout(request):
    back = request.params.get("back", "/")
    url = urlparse(back)
    if url.scheme or url.netloc or not back.startswith("/"):
        back = "/"
    resp = HTTPFound(location=request.application_url + back)
    resp.delete_cookie("tower_session")
    resp.set_cookie("tower_session_hint", "", max_age=0, secure=True, httponly=True, samesite="Strict")
    return resp


@view_config(route_name="guards", renderer="json", request_method="GET")
def guards_with(request):
    qual = request.params.get("qualification", "NPLQ")
    directory = DirectoryClient(request.registry.settings)
    return [entry[1]["cn"][0].decode() for entry in directory.guards_by_qualification(qual)]
