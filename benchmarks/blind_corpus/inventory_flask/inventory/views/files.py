import os

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory
from werkzeug.utils import safe_join

bp = Blueprint("files", __name__)


@bp.route("/export")
def export():
    name = request.args.get("name", "latest.csv")
    path = os.path.join(current_app.config["EXPORT_DIR"], name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)


@bp.route("/export/<path:name>")
def export_named(name):
    return send_from_directory(current_app.config["EXPORT_DIR"], name, as_attachment=True)


@bp.route("/attachments/<int:item_id>/<filename>")
def attachment(item_id, filename):
    base = os.path.join(current_app.config["ATTACHMENT_DIR"], str(item_id))
    full = safe_join(base, filename)
    if full is None or not os.path.isfile(full):
        abort(404)
    return send_file(full)
