import os
import subprocess
from datetime import date

import requests
from flask import current_app, flash, jsonify, redirect, request, send_file, url_for

from ..db import get_db
from ..files import invoice_path, save_upload
from . import bp, staff_required

EXPORTABLE_TABLES = ("product", "category", "orders")


@bp.route("/products/<int:product_id>/image", methods=["POST"])
@staff_required
def import_image(product_id):
    source = request.form["image_url"]
    resp = requests.get(source, timeout=10)
    resp.raise_for_status()
    filename = "product-%d.jpg" % product_id
    save_upload(filename, resp.content)
    get_db().execute("UPDATE product SET image = ? WHERE id = ?", (filename, product_id))
    get_db().commit()
    flash("Image imported.")
    return redirect(url_for("catalog.product", product_id=product_id))


@bp.route("/export/<table>")
@staff_required
def export_table(table):
    if table not in EXPORTABLE_TABLES:
        return jsonify(error="unknown table"), 400
    out = os.path.join(current_app.instance_path, "export-%s-%s.csv" % (table, date.today()))
    cmd = ["sqlite3", "-header", "-csv", current_app.config["DATABASE"], "SELECT * FROM %s;" % table]
    with open(out, "w") as fh:
        subprocess.run(cmd, stdout=fh, check=True)
    return send_file(out, as_attachment=True)


@bp.route("/invoices")
@staff_required
def download_invoice():
    return send_file(invoice_path(request.args["file"]), as_attachment=True)
