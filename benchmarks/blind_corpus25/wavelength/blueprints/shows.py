from markupsafe import escape
from quart import Blueprint, abort, jsonify, request

from ..db import get_db

bp = Blueprint("shows", __name__, url_prefix="/shows")


@bp.route("/")
async def list_shows():
    day = request.args.get("day", "mon")
    rows = get_db().execute(
        "SELECT id, title, presenter, start_time FROM shows WHERE day = ? ORDER BY start_time",
        (day,),
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/search")
async def search():
    term = request.args.get("q", "")
    order = request.args.get("order", "title")
    sql = "SELECT id, title, presenter FROM shows WHERE title LIKE '%%%s%%' ORDER BY %s" % (term, order)
    rows = get_db().execute(sql).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/<int:show_id>/card")
async def card(show_id):
    row = get_db().execute("SELECT title, presenter FROM shows WHERE id = ?", (show_id,)).fetchone()
    if row is None:
        abort(404)
    tagline = request.args.get("tagline", "")
    return f"<div class='card'><h3>{escape(row['title'])}</h3><p>{escape(tagline)}</p></div>"


@bp.route("/<int:show_id>/banner")
async def banner(show_id):
    shout = request.args.get("shout", "")
    return "<marquee class='onair'>ON AIR NOW &mdash; %s</marquee>" % shout
