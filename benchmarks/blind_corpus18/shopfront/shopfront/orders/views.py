import os

from flask import Blueprint, request, send_file, send_from_directory, current_app, abort

from ..db import query
from .export import write_csv, compress

bp = Blueprint("orders", __name__)


@bp.route("/invoice")
def invoice():
    name = request.args["file"]
    path = os.path.join(current_app.config["INVOICE_ROOT"], name)
    return send_file(path)


@bp.route("/receipt/<path:name>")
def receipt(name):

    return send_from_directory(current_app.config["INVOICE_ROOT"], name)


@bp.route("/export")
def export():
    rows = query("SELECT id, total_cents, status FROM orders WHERE owner = ?", (request.args.get("owner", ""),))
    path = write_csv([tuple(r) for r in rows])
    fmt = request.args.get("fmt", "gz")
    return send_file(compress(path, fmt))


@bp.route("/<int:order_id>")
def detail(order_id):
    row = query("SELECT * FROM orders WHERE id = ?", (order_id,), one=True)
    if row is None:
        abort(404)
    return dict(row)
