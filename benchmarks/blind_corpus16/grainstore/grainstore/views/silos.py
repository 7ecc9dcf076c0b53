import secrets

from pyramid.httpexceptions import HTTPFound, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config, view_defaults

from .. import db
from ..security import groups_for, hash_password


@view_defaults(route_name="silo")
class SiloViews:
    def __init__(self, context, request):
        self.request = request
        self.silo_id = request.matchdict["silo_id"]

    def _load(self):
        rows = db.fetch("SELECT id, name, capacity_t, note FROM silos WHERE id = ?", (self.silo_id,))
        if not rows:
            raise HTTPNotFound()
        return rows[0]

    @view_config(request_method="GET", renderer="json")
    def show(self):
        silo = self._load()
        return dict(silo)

    @view_config(route_name="silo_note", request_method="GET")
    def note(self):
        silo = self._load()
        return Response("<h2>%s</h2><pre>%s</pre>" % (silo["name"], silo["note"]), content_type="text/html")

    @view_config(request_method="POST", renderer="json")
    def update(self):
        db.fetch("UPDATE silos SET note = ? WHERE id = ?", (self.request.POST.get("note", ""), self.silo_id))
        return {"ok": True}


@view_config(route_name="login", request_method="POST")
def login(request):
    user = request.POST.get("user", "")
    rows = db.fetch("SELECT dn, salt, pw FROM users WHERE login = ?", (user,))
    if not rows or hash_password(request.POST.get("password", ""), rows[0]["salt"]) != rows[0]["pw"]:
        return Response("bad login", status=403)
    request.session["groups"] = groups_for(rows[0]["dn"], request.POST.get("site", "main"))
    resp = HTTPFound(location=request.params.get("came_from", "/"))
    resp.set_cookie("gs_auth", secrets.token_urlsafe(32), max_age=86400 * 14)
    return resp
