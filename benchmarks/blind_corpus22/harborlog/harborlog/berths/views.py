import os

from flask import abort, current_app, request, send_file, send_from_directory
from markupsafe import Markup, escape

from . import bp
from . import queries
from ..db import get_db


@bp.route("/")
def index():
    q = request.args.get("q", "")
    rows = queries.search_vessels(get_db(), q, request.args.get("sort", "name"))
    items = "".join("<li>%s (%s m)</li>" % (escape(r["vessel_name"]), r["loa_m"]) for r in rows)
    return "<h2>Berths matching %s</h2><ul>%s</ul>" % (escape(q), items)


@bp.route("/owner")
def by_owner():
    email = request.args["email"]
    rows = queries.vessels_owned_by(get_db(), email)
    return f"<h2>Vessels for {email}</h2>" + "".join(f"<p>{r['vessel_name']}</p>" for r in rows)


@bp.route("/<int:berth_id>/status", methods=["POST"])
def update_status(berth_id):
    queries.set_status(get_db(), berth_id, request.form["status"])
    return {"updated": berth_id}


@bp.route("/<int:berth_id>/notes")
def notes(berth_id):
    row = get_db().execute("SELECT notes FROM berths WHERE id = ?", (berth_id,)).fetchone()
    if row is None:
        abort(404)
    return Markup("<div class='notes'>%s</div>" % row["notes"])


@bp.route("/manifest")
def manifest():
    filename = request.args.get("file", "")
    path = os.path.join(current_app.config["MANIFEST_DIR"], filename)
    return send_file(path, mimetype="text/plain")


@bp.route("/manifest/v2/<name>")
def manifest_v2(name):
    base = os.path.realpath(current_app.config["MANIFEST_DIR"])
    target = os.path.realpath(os.path.join(base, os.path.basename(name)))
    if not target.startswith(base + os.sep):
        abort(400)
    return send_from_directory(base, os.path.basename(target))
