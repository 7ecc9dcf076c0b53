import os
import subprocess

from flask import Blueprint, abort, current_app, request, send_file

from ..repositories import InvoiceRepository
from ..services.pdf import render_invoice_html, scratch_path

exports_bp = Blueprint("exports", __name__)


@exports_bp.route("/<int:invoice_id>.pdf")
def invoice_pdf(invoice_id):
    row = InvoiceRepository().get(invoice_id)
    if row is None:
        abort(404)
    html_path = scratch_path(".html")
    with open(html_path, "w", encoding="utf-8") as fh:
        fh.write(render_invoice_html(row))
    title = request.args.get("title", "Invoice %d" % invoice_id)
    out = os.path.join(current_app.config["EXPORT_FOLDER"], "invoice-%d.pdf" % invoice_id)
    subprocess.run('wkhtmltopdf --quiet --title "%s" %s %s' % (title, html_path, out), shell=True, check=True)
    return send_file(out, mimetype="application/pdf")


@exports_bp.route("/bundle")
def bundle():
    year = request.args.get("year", type=int) or 2024
    export_dir = current_app.config["EXPORT_FOLDER"]
    archive = os.path.join(export_dir, "invoices-%d.zip" % year)
    subprocess.run(["zip", "-qr", archive, str(year)], cwd=export_dir, check=True)
    return send_file(archive, as_attachment=True)
