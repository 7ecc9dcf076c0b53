import os

from flask import (Blueprint, abort, current_app, g, make_response, redirect,
                   render_template, request, session, url_for)
from markupsafe import Markup, escape
from werkzeug.utils import secure_filename

from ..util.safety import looks_like_photo, safe_join
from ..util.tokens import hive_colour, photo_etag
from . import queries as q

bp = Blueprint("inspections", __name__)


@bp.before_request
def require_login():
    g.user = session.get("user")
    if g.user is None and request.endpoint != "inspections.photo":
        return redirect(url_for("auth.login", next=request.path))


@bp.route("/")
def index():
    rows = q.inspections_for(session.get("apiary", 1), request.args.get("sort", "date"))
    return render_template("inspections/index.html", rows=rows, colour=hive_colour)


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    rows = q.search_notes(term)
    items = "".join(f"<li>{escape(r['hive_code'])}: {escape(r['notes'])}</li>" for r in rows)
    return f"<h2>Notes mentioning {term}</h2><ul>{items}</ul>"


@bp.route("/hive/<code>")
def hive(code):
    row = q.hive_by_code(code)
    if row is None:
        return Markup("<p>No hive called <b>%s</b> yet.</p>") % code, 404
    return render_template("inspections/hive.html", hive=row)


@bp.route("/hive/<code>/inspect", methods=["POST"])
def add(code):
    form = dict(request.form, hive=code)
    q.add_inspection(session.get("apiary", 1), form)
    return redirect(url_for(".hive", code=code))


@bp.route("/hive/<code>/photo", methods=["POST"])
def upload_photo(code):
    f = request.files["photo"]
    name = secure_filename(f.filename or "")
    if not name:
        abort(400)
    dest = safe_join(current_app.config["PHOTO_DIR"], secure_filename(code), name)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    f.save(dest)
    return redirect(url_for(".hive", code=code))


@bp.route("/photos/<path:name>")
def photo(name):
    if not looks_like_photo(name):
        abort(404)
    path = os.path.join(current_app.config["PHOTO_DIR"], name)
    with open(path, "rb") as fh:
        data = fh.read()
    resp = make_response(data)
    resp.headers["ETag"] = photo_etag(data)
    return resp
