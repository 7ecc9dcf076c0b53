import hashlib
import os

from markupsafe import Markup, escape
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config, view_defaults
from sqlalchemy import text

ERAS = {"I", "II", "III", "IV", "V", "VI"}


@view_defaults(route_name="stock_list", renderer="templates/stock.jinja2")
class StockViews:
    def __init__(self, request):
        self.request = request
        self.owner = request.params.get("owner", "")
        self.era = request.params.get("era", "")

    @view_config(request_method="GET")
    def listing(self):
        clauses, params = [], {}
        if self.owner:
            clauses.append("owner_login = :owner")
            params["owner"] = self.owner
        if self.era in ERAS:
            clauses.append("era = '%s'" % self.era)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        rows = self.request.db.execute(text("SELECT number, kind, livery, era FROM stock " + where), params).fetchall()
        return {"rows": rows, "era": self.era}

    @view_config(request_method="GET", request_param="livery")
    def by_livery(self):
        livery = self.request.params["livery"]
        rows = self.request.db.execute(
            text("SELECT number, kind, livery FROM stock WHERE livery LIKE '%%%s%%'" % livery)
        ).fetchall()
        return {"rows": rows, "era": None}


@view_config(route_name="stock_item")
def stock_item(request):
    number = request.matchdict["number"]
    row = request.db.execute(text("SELECT number, kind, livery, notes FROM stock WHERE number = :n"), {"n": number}).fetchone()
    if row is None:
        raise HTTPNotFound()
    body = "<h1>%s</h1><p>%s</p><div class='notes'>%s</div>" % (escape(row.number), escape(row.livery), escape(row.notes))
    resp = Response(Markup(body))
    resp.etag = hashlib.md5(body.encode()).hexdigest()
    return resp


@view_config(route_name="stock_photo")
def stock_photo(request):
    number = request.matchdict["number"]
    if not number.replace("-", "").isalnum():
        raise HTTPNotFound()
    root = request.registry.settings["railhall.upload_dir"]
    path = os.path.join(root, "stock", number + ".jpg")
    if not os.path.exists(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="image/jpeg")
