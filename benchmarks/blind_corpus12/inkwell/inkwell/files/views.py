import os

from flask import Blueprint, abort, current_app, g, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

from ..utils import login_required

bp = Blueprint("files", __name__)


def _user_dir():
    path = os.path.join(current_app.config["UPLOAD_DIR"], str(g.user["id"]))
    os.makedirs(path, exist_ok=True)
    return path


@bp.route("/upload", methods=["POST"])
@login_required
def upload():
    f = request.files.get("file")
    if not f or not f.filename:
        abort(400)
    name = secure_filename(f.filename)
    f.save(os.path.join(_user_dir(), name))
    return {"name": name}


@bp.route("/raw/<path:name>")
@login_required
def raw(name):
    return send_from_directory(_user_dir(), name)


@bp.route("/download")
@login_required
def download():
    name = request.args.get("name", "")
    full = os.path.join(_user_dir(), name)
    if not os.path.isfile(full):
        abort(404)
    return send_file(full, as_attachment=True)
