import os

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

from .auth import login_required

bp = Blueprint("attachments", __name__)


@bp.route("/get")
def get_attachment():
    name = request.args.get("file", "")
    path = os.path.join(current_app.config["ATTACHMENT_DIR"], name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path)


@bp.route("/<path:name>")
def attachment(name):
    return send_from_directory(current_app.config["ATTACHMENT_DIR"], name)


@bp.route("/upload", methods=["POST"])
@login_required
def upload():
    f = request.files["file"]
    name = secure_filename(f.filename)
    if not name:
        abort(400)
    f.save(os.path.join(current_app.config["ATTACHMENT_DIR"], name))
    return {"stored": name}
