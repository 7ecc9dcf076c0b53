"""Condition photographs taken before and after treatment."""
import os
import subprocess
import tempfile

from flask import Blueprint, abort, current_app, jsonify, request, send_file, send_from_directory

from . import printing, tokens
from .db import get_db

bp = Blueprint("photos", __name__, url_prefix="/photos")


def portfolio_images():
    root = os.path.join(current_app.config["PHOTO_ROOT"], "portfolio")
    return sorted(n for n in os.listdir(root) if n.endswith(".jpg"))


@bp.route("/<int:commission_id>", methods=["POST"])
def upload(commission_id):
    upload = request.files["photo"]
    data = upload.read()
    staging = "/tmp/endpaper-%d-%s" % (commission_id, upload.filename)
    with open(staging, "wb") as fh:
        fh.write(data)
    name = printing.web_copy(staging, commission_id)
    get_db().execute(
        "INSERT INTO photos (commission_id, name, fingerprint) VALUES (?, ?, ?)",
        (commission_id, name, tokens.photo_fingerprint(data)),
    )
    get_db().commit()
    return jsonify(name=name)


@bp.route("/<int:commission_id>/rotate", methods=["POST"])
def rotate(commission_id):
    degrees = int(request.form.get("degrees", 90)) % 360
    row = get_db().execute("SELECT name FROM photos WHERE id = ?", (int(request.form["photo"]),)).fetchone()
    if row is None:
        abort(404)
    src = os.path.join(current_app.config["PHOTO_ROOT"], row["name"])
    fd, tmp = tempfile.mkstemp(suffix=".jpg")
    os.close(fd)
    subprocess.run(["convert", src, "-rotate", str(degrees), tmp], check=True)
    os.replace(tmp, src)
    return jsonify(ok=True)


@bp.route("/file")
def original():
    return send_file(os.path.join(current_app.config["PHOTO_ROOT"], request.args["f"]))


@bp.route("/web/<path:name>")
def web_copy(name):
    return send_from_directory(os.path.join(current_app.config["PHOTO_ROOT"], "web"), name)


def register(app):
    app.register_blueprint(bp)
