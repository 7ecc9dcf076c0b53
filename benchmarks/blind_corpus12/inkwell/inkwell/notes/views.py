import requests
from flask import Blueprint, abort, current_app, g, jsonify, render_template, request

from .. import db
from ..utils import login_required
from . import queries
from .render import highlight, render_card, render_with_layout, search_heading, title_badge

bp = Blueprint("notes", __name__)


@bp.route("/")
@login_required
def index():
    notes = db.query("SELECT * FROM notes WHERE owner_id = ? ORDER BY created_at DESC", (g.user["id"],))
    return render_template("notes/index.html", cards=[render_card(n) for n in notes])


@bp.route("/search")
@login_required
def search():
    term = request.args.get("q", "")
    sql = queries.search_sql(g.user["id"], term, request.args.get("sort", "created"))
    rows = db.query(sql)
    return render_template("notes/search.html", rows=rows, heading=search_heading(term, len(rows)),
                           snippets={r["id"]: highlight(r["body"], term) for r in rows})


@bp.route("/tags")
@login_required
def by_tags():
    tags = [t for t in request.args.getlist("tag") if t][:10]
    if not tags:
        return jsonify([])
    rows = db.query(queries.tag_sql(tags), tuple(tags))
    return jsonify([{"id": r["id"], "title": str(title_badge(r["title"]))} for r in rows])


@bp.route("/notes/<int:note_id>/export")
@login_required
def export(note_id):
    note = db.query("SELECT * FROM notes WHERE id = ? AND owner_id = ?", (note_id, g.user["id"]), one=True)
    if note is None:
        abort(404)
    layout = db.query("SELECT layout FROM prefs WHERE uid = ?", (g.user["id"],), one=True)
    return render_with_layout(note, layout["layout"] if layout else "{{body}}")


@bp.route("/notes/preview-link", methods=["POST"])
@login_required
def preview_link():
    url = request.get_json(force=True).get("url", "")
    resp = requests.get(url, timeout=current_app.config["PREVIEW_TIMEOUT"])
    return jsonify({"status": resp.status_code, "length": len(resp.content), "title": resp.text[:200]})


@bp.route("/notes/<int:note_id>/notify", methods=["POST"])
@login_required
def notify(note_id):
    hook = current_app.config["WEBHOOK_BASE"] + "/notes/%d" % note_id
    requests.post(hook, json={"event": "shared", "by": g.user["id"]}, timeout=5)
    return ("", 204)
