import base64
import datetime
import os
import pickle
import subprocess

import yaml
from flask import Blueprint, current_app, jsonify, request

from .. import db
from ..utils import admin_required

bp = Blueprint("admin", __name__)


@bp.route("/backup", methods=["POST"])
@admin_required
def backup():
    label = request.form.get("label", datetime.date.today().isoformat())
    target = os.path.join(current_app.config["BACKUP_DIR"], label + ".sql.gz")
    cmd = "sqlite3 %s .dump | gzip > %s" % (current_app.config["DATABASE"], target)
    subprocess.run(cmd, shell=True, check=True)
    return jsonify({"file": target})


@bp.route("/archive-uploads", methods=["POST"])
@admin_required
def archive_uploads():
    upload_dir = current_app.config["UPLOAD_DIR"]
    names = [n for n in request.form.getlist("user") if n.isdigit()]
    archive = os.path.join(current_app.config["BACKUP_DIR"], "uploads.tar.gz")
    subprocess.run(["tar", "-czf", archive, "-C", upload_dir, "--", *names], check=True)
    return jsonify({"archive": archive, "users": names})


@bp.route("/import/settings", methods=["POST"])
@admin_required
def import_settings():
    data = yaml.safe_load(request.files["settings"].read())
    for key, value in (data or {}).items():
        db.execute("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)", (key, str(value)))
    return jsonify({"imported": len(data or {})})


@bp.route("/import/session-state", methods=["POST"])
@admin_required
def import_state():
    blob = base64.b64decode(request.form["state"])
    state = pickle.loads(blob)
    return jsonify({"keys": sorted(state)})
