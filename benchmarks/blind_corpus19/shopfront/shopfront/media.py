import os

from flask import Blueprint, current_app, request, send_file, send_from_directory

bp = Blueprint("media", __name__, url_prefix="/media")


@bp.route("/img/<path:name>")
def product_image(name):
    return send_from_directory(current_app.config["UPLOAD_DIR"], name)


@bp.route("/invoice")
def invoice():
    fname = request.args["file"]
    path = os.path.join(current_app.config["UPLOAD_DIR"], "invoices", fname)
    return send_file(path, as_attachment=True)
