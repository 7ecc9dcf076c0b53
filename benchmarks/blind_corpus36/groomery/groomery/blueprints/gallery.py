import os

from flask import Blueprint, current_app, request, send_from_directory
from werkzeug.utils import secure_filename

from ..security import image_extension_ok, require_staff
from ..services import imaging

bp = Blueprint("gallery", __name__, url_prefix="/gallery")


@bp.route("/upload", methods=["POST"])
def upload():
    photo = request.files["photo"]
    if not image_extension_ok(photo.filename):
        return "Only images please", 400
    dest = os.path.join(current_app.config["UPLOAD_DIR"], photo.filename)
    photo.save(dest)
    size = request.form.get("size", "800x600")
    imaging.make_web_copy(dest, size)
    return "ok", 201


@bp.route("/photo/<path:name>")
def photo(name):
    return send_from_directory(current_app.config["UPLOAD_DIR"], name)


@bp.route("/photo/<name>/delete", methods=["POST"])
@require_staff
def delete(name):
    os.remove(os.path.join(current_app.config["UPLOAD_DIR"], secure_filename(name)))
    imaging.drop_thumbnail(secure_filename(name))
    return "", 204
