import csv
import os
import subprocess
import tempfile

from flask import Blueprint, Response, current_app, request, send_file, send_from_directory

from ledgerlite.auth.views import current_account_id, login_required
from ledgerlite.invoices import repository

from .render import etag_for, render_statement_html

bp = Blueprint("reports", __name__, url_prefix="/reports")


@bp.route("/statement.pdf")
@login_required
def statement_pdf():
    title = request.args.get("title", "Statement")
    html = render_statement_html(current_account_id())
    src = tempfile.mktemp(suffix=".html")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html)
    out = src[:-5] + ".pdf"
    subprocess.check_call(f'wkhtmltopdf --title "{title}" {src} {out}', shell=True)
    return send_file(out, mimetype="application/pdf")


@bp.route("/statement.csv.gz")
@login_required
def statement_csv():
    rows = repository.list_invoices(current_account_id())
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["number", "customer", "total_cents", "issued_on"])
        for row in rows:
            writer.writerow([row["number"], row["customer_name"], row["total_cents"], row["issued_on"]])
    subprocess.run(["gzip", "-f", fh.name], check=True)
    with open(fh.name + ".gz", "rb") as gz:
        data = gz.read()
    os.unlink(fh.name + ".gz")
    resp = Response(data, mimetype="application/gzip")
    resp.headers["ETag"] = etag_for(data)
    return resp


@bp.route("/archive/<path:name>")
@login_required
def archive(name):
    folder = os.path.join(current_app.config["REPORT_DIR"], str(current_account_id()))
    return send_from_directory(folder, name)


@bp.route("/download")
@login_required
def download():
    name = request.args["file"]
    path = os.path.join(current_app.config["REPORT_DIR"], str(current_account_id()), name)
    return send_file(path, as_attachment=True)


@bp.route("/totals")
@login_required
def totals():
    period = request.args.get("period", "%Y-%m")
    rows = repository.totals_by_period(current_account_id(), period)
    return {"buckets": [dict(r) for r in rows]}
