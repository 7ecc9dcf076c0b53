import csv
import os
import tempfile

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory

from .. import db
from ..auth.views import login_required

bp = Blueprint("exports", __name__)

HEADER = ("timestamp", "wave_height_m", "water_temp_c")


def _write_rows(fh, rows):
    writer = csv.writer(fh)
    writer.writerow(HEADER)
    for r in rows:
        writer.writerow((r["ts"], r["wave_height"], r["water_temp"]))


@bp.route("/readings/<int:buoy_id>.csv")
@login_required
def readings_csv(buoy_id):
    rows = db.query(
        "SELECT ts, wave_height, water_temp FROM readings WHERE buoy_id = ? ORDER BY ts",
        (buoy_id,),
    )
    tmp_path = tempfile.mktemp(suffix=".csv", prefix="tw-")
    with open(tmp_path, "w", newline="") as fh:
        _write_rows(fh, rows)
    return send_file(tmp_path, mimetype="text/csv", as_attachment=True, download_name=f"buoy-{buoy_id}.csv")


@bp.route("/bulk", methods=["POST"])
@login_required
def bulk():
    ids = [int(x) for x in request.form.getlist("buoy_id")]
    placeholders = ",".join("?" for _ in ids) or "NULL"
    rows = db.query(
        f"SELECT ts, wave_height, water_temp FROM readings WHERE buoy_id IN ({placeholders}) ORDER BY ts",
        ids,
    )
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, dir=current_app.config["EXPORT_DIR"], newline="") as fh:
        _write_rows(fh, rows)
    return {"file": os.path.basename(fh.name)}


@bp.route("/archive/<path:filename>")
@login_required
def archive(filename):
    return send_from_directory(current_app.config["EXPORT_DIR"], filename, as_attachment=True)


@bp.route("/download")
@login_required
def download():
    name = request.args.get("file", "")
    path = os.path.join(current_app.config["EXPORT_DIR"], name)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
