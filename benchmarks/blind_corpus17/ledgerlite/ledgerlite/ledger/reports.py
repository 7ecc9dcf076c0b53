import csv
import os

from flask import Blueprint, current_app, g, request, send_from_directory

from ..db import fetch_all

bp = Blueprint("reports", __name__)


@bp.route("/exports/<path:name>")
def download(name):
    return send_from_directory(current_app.config["EXPORT_DIR"], name, as_attachment=True)


@bp.route("/exports", methods=["POST"])
def export_csv():
    filename = request.form.get("filename") or "ledger-%s.csv" % g.user_id
    target = os.path.join(current_app.config["EXPORT_DIR"], filename)
    rows = fetch_all("SELECT posted_on, payee, amount_cents FROM entries WHERE owner_id = ?", (g.user_id,))
    with open(target, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerows(rows)
    return {"saved": os.path.basename(target)}
