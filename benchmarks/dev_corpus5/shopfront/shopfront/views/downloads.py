import os

from flask import Blueprint, abort, current_app, make_response, request, send_file, send_from_directory
from markupsafe import escape

from shopfront.utils.http import etag_for

bp = Blueprint("downloads", __name__, url_prefix="/downloads")


@bp.route("/manual")
def manual():
    filename = request.args.get("file", "")
    path = os.path.join(current_app.config["UPLOAD_DIR"], "manuals", filename)
    if not os.path.isfile(path):
        return make_response("<p>No manual named <b>%s</b> was found.</p>" % filename, 404)
    return send_file(path, as_attachment=True)


@bp.route("/specs/<path:filename>")
def spec_sheet(filename):
    specs_dir = os.path.join(current_app.config["UPLOAD_DIR"], "specs")
    return send_from_directory(specs_dir, filename, max_age=3600)


@bp.route("/invoices/<int:order_id>")
def invoice(order_id):
    path = os.path.join(current_app.config["INVOICE_DIR"], "invoice-%06d.pdf" % order_id)
    if not os.path.exists(path):
        abort(404)
    with open(path, "rb") as fh:
        payload = fh.read()
    tag = etag_for(payload)
    if request.headers.get("If-None-Match") == tag:
        return make_response("", 304)
    resp = make_response(payload)
    resp.headers["Content-Type"] = "application/pdf"
    resp.headers["ETag"] = tag
    return resp


@bp.route("/missing")
def missing():
    what = request.args.get("what", "")
    return make_response("<p>Sorry, <b>%s</b> is not available for download.</p>" % escape(what), 404)
