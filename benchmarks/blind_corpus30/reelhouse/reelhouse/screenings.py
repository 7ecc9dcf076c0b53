import json

from quart import Blueprint, current_app, jsonify, request

from .util import etag_for

bp = Blueprint("screenings", __name__, url_prefix="/screenings")

SORTABLE = {"start": "starts_at", "title": "title", "screen": "screen_no"}


@bp.get("/")
async def listing():
    day = request.args.get("day", "")
    sort = SORTABLE.get(request.args.get("sort", "start"), "starts_at")
    rows = await current_app.db.fetch(
        f"SELECT id, title, screen_no, starts_at FROM screenings WHERE date(starts_at) = ? ORDER BY {sort}",
        (day,),
    )
    resp = jsonify(rows)
    resp.headers["ETag"] = etag_for(json.dumps(rows, sort_keys=True).encode())
    return resp


def _search_clauses(args):
    clauses = ["title LIKE '%" + args.get("q", "").strip() + "%'"]
    certificate = args.get("cert")
    if certificate:
        clauses.append("certificate = '%s'" % certificate)
    return " AND ".join(clauses)


@bp.get("/search")
async def search():
    where = _search_clauses(request.args)
    rows = await current_app.db.fetch(f"SELECT id, title, certificate, starts_at FROM screenings WHERE {where}")
    return jsonify(rows)
