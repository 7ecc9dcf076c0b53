import os

from flask import Blueprint, abort, current_app, jsonify, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

from ..repositories import InvoiceRepository

attachments_bp = Blueprint("attachments", __name__)


@attachments_bp.route("/upload/<int:invoice_id>", methods=["POST"])
def upload(invoice_id):
    f = request.files.get("file")
    if f is None:
        abort(400)
    name = secure_filename(f.filename or "")
    if not name:
        abort(400)
    stored = "%d-%s" % (invoice_id, name)
    f.save(os.path.join(current_app.config["UPLOAD_FOLDER"], stored))
    InvoiceRepository().attach(invoice_id, stored)
    return jsonify({"stored": stored}), 201


@attachments_bp.route("/download")
def download():
    name = request.args["name"]
    return send_file(os.path.join(current_app.config["UPLOAD_FOLDER"], name), as_attachment=True)


@attachments_bp.route("/files/<path:name>")
def inline(name):
    return send_from_directory(current_app.config["UPLOAD_FOLDER"], name)
