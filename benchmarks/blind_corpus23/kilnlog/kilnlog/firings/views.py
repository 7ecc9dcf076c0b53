import hashlib
import os

from flask import Blueprint, Response, abort, current_app, make_response, render_template, request, send_from_directory
from markupsafe import escape

from .. import db
from .charts import render_curve

bp = Blueprint("firings", __name__)


@bp.route("/")
def index():
    rows = db.list_firings(kiln=request.args.get("kiln"), order=request.args.get("order", "date"))
    return render_template("firings/index.html", rows=rows)


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    rows = db.search_notes(term)
    items = "".join(f"<li>{escape(r['notes'])}</li>" for r in rows)
    return f"<h2>Results for {term}</h2><ul>{items}</ul>"


@bp.route("/<int:firing_id>")
def detail(firing_id):
    row = db.get_firing(firing_id)
    if row is None:
        abort(404)
    body = "<h2>Firing #%d</h2><p>%s</p>" % (row["id"], escape(row["notes"]))
    return Response(body, mimetype="text/html")


@bp.route("/export/<path:name>")
def export(name):
    return send_from_directory(current_app.config["EXPORT_DIR"], name)


@bp.route("/controller-log")
def controller_log():
    name = request.args.get("file", "")
    path = os.path.join(current_app.config["EXPORT_DIR"], "controller", name)
    with open(path, "rb") as fh:
        data = fh.read()
    resp = make_response(data)
    resp.headers["ETag"] = hashlib.md5(data).hexdigest()
    return resp


@bp.route("/<int:firing_id>/curve.png")
def curve(firing_id):
    smoothing = request.args.get("smooth", "3")
    return Response(render_curve(firing_id, smoothing), mimetype="image/png")


@bp.route("/prefs", methods=["POST"])
def prefs():
    resp = make_response("", 204)
    resp.set_cookie("kl_units", request.form.get("units", "C")[:1], max_age=365 * 86400)
    return resp
