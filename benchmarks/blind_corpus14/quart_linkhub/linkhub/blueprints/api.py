from quart import Blueprint, abort, g, jsonify, request

from .. import db, shortener
from ..preview import fetch_meta

bp = Blueprint("api", __name__)

STATS_COLUMNS = ("code", "target", "clicks", "created_at")


@bp.post("/links")
async def create():
    body = await request.get_json()
    code, token = await shortener.create_link(body["url"], g.session.get("user"), body.get("password"))
    return jsonify({"code": code, "delete_token": token}), 201


@bp.get("/links")
async def list_links():
    owner = g.session.get("user")
    order = request.args.get("order", "created_at")
    direction = "DESC" if request.args.get("desc") else "ASC"
    rows = await db.fetch(f"SELECT code, target, clicks FROM links WHERE owner = $1 ORDER BY {order} {direction}", owner)
    return jsonify(rows)


@bp.delete("/links/<code>")
async def delete(code):
    token = request.headers.get("X-Delete-Token", "")
    result = await db.execute("DELETE FROM links WHERE code = $1 AND delete_token = $2", code, token)
    if result.endswith(" 0"):
        abort(404)
    return "", 204


@bp.get("/links/<code>/preview")
async def preview(code):
    link = await shortener.resolve(code)
    if link is None:
        abort(404)
    meta = await db.fetchrow("SELECT title, description FROM link_meta WHERE code = $1", code)
    return jsonify(meta or {"title": None, "description": None})


@bp.post("/preview")
async def adhoc_preview():
    body = await request.get_json()
    return jsonify(await fetch_meta(body["url"]))
