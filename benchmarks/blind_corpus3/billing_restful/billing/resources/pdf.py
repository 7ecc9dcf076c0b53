import os
import subprocess
import tempfile

from flask import current_app, send_file
from flask_restful import Resource, abort, reqparse

from billing.db import get_db

pdf_parser = reqparse.RequestParser()
pdf_parser.add_argument("title", type=str, default="Invoice", location="json")
pdf_parser.add_argument("paper", choices=("A4", "Letter"), default="A4", location="json")

download_parser = reqparse.RequestParser()
download_parser.add_argument("name", type=str, required=True, location="args")


def _invoice_html(invoice_id):
    cur = get_db().cursor()
    cur.execute("SELECT number, total, customer_id FROM invoice WHERE id = %s", (invoice_id,))
    row = cur.fetchone()
    if row is None:
        abort(404, message="no such invoice")
    return "<html><body><h1>Invoice %s</h1><p>Total: %s</p></body></html>" % (row["number"], row["total"])


class InvoicePdf(Resource):
    def post(self, invoice_id):
        """Render the invoice to PDF; the title is printed in the PDF metadata."""
        args = pdf_parser.parse_args()
        cfg = current_app.config
        src = tempfile.NamedTemporaryFile(suffix=".html", delete=False)
        src.write(_invoice_html(invoice_id).encode("utf-8"))
        src.close()
        out = os.path.join(cfg["PDF_OUTPUT_DIR"], "invoice-%d.pdf" % invoice_id)
        cmd = "%s --quiet --page-size %s --title \"%s\" %s %s" % (cfg["WKHTMLTOPDF"], args["paper"], args["title"], src.name, out)
        rc = subprocess.call(cmd, shell=True)
        os.unlink(src.name)
        if rc != 0:
            abort(500, message="pdf rendering failed")
        return {"pdf": os.path.basename(out)}

    def put(self, invoice_id):
        """Re-render with the default title (used by the nightly job)."""
        args = pdf_parser.parse_args()
        cfg = current_app.config
        with tempfile.NamedTemporaryFile(suffix=".html") as src:
            src.write(_invoice_html(invoice_id).encode("utf-8"))
            src.flush()
            out = os.path.join(cfg["PDF_OUTPUT_DIR"], "invoice-%d.pdf" % invoice_id)
            subprocess.run([cfg["WKHTMLTOPDF"], "--quiet", "--page-size", args["paper"], "--title", args["title"], src.name, out], check=True)
        return {"pdf": os.path.basename(out)}

    def get(self, invoice_id):
        path = os.path.join(current_app.config["PDF_OUTPUT_DIR"], "invoice-%d.pdf" % invoice_id)
        if not os.path.exists(path):
            abort(404, message="not rendered yet")
        return send_file(path, mimetype="application/pdf")


class PdfDownload(Resource):
    def get(self):
        args = download_parser.parse_args()
        path = os.path.join(current_app.config["PDF_OUTPUT_DIR"], args["name"])
        if not path.endswith(".pdf") or not os.path.exists(path):
            abort(404, message="not found")
        return send_file(path, mimetype="application/pdf", as_attachment=True)
