import hashlib
import os

from flask import Blueprint, current_app, request, send_file, send_from_directory, session, abort, make_response

from .. import db
from .export import archive_invoices

bp = Blueprint("orders", __name__)


def _invoice_dir():
    return current_app.config["INVOICE_DIR"]


@bp.route("/invoice/<path:name>")
def invoice(name):
    if "uid" not in session:
        abort(401)
    return send_from_directory(_invoice_dir(), name)


@bp.route("/invoice-legacy")
def invoice_legacy():
    name = request.args.get("file", "")
    full = os.path.join(_invoice_dir(), name)
    return send_file(full, as_attachment=True)


@bp.route("/bundle", methods=["POST"])
def bundle():
    ref = request.form.get("customer_ref", "")
    rc = archive_invoices(ref, _invoice_dir())
    return {"ok": rc == 0}


@bp.route("/<int:oid>.json")
def order_json(oid):
    row = db.fetch_one("SELECT id, status, total FROM orders WHERE id = ? AND user_id = ?", (oid, session.get("uid")))
    if row is None:
        abort(404)
    body = current_app.json.dumps(dict(row))
    resp = make_response(body)
    resp.headers["ETag"] = hashlib.md5(body.encode()).hexdigest()
    resp.mimetype = "application/json"
    return resp


@bp.route("/history")
def history():
    status = request.args.get("status", "open")
    rows = db.fetch_all(
        "SELECT id, status, total FROM orders WHERE user_id = ? AND status = '" + status + "'",
        (session.get("uid"),),
    )
    return {"orders": [dict(r) for r in rows]}
