"""Altimeter downloads and flight plots."""
import os
import subprocess
import tempfile

from flask import Blueprint, abort, current_app, jsonify, request, send_file, session

from .db import get_db

ALTIMETERS = ("stratologger", "eggtimer", "altus", "featherweight")

PLOT_SCRIPT = """set terminal png size 800,500
set datafile separator ','
set output '{png}'
plot '{csv}' using 1:2 with lines title 'altitude'
"""


def register(app):
    bp = Blueprint("flights", __name__, url_prefix="/flights")

    @bp.route("/<int:flight_id>/altimeter", methods=["POST"])
    def upload_altimeter(flight_id):
        if "member_id" not in session:
            abort(403)
        upload = request.files["data"]
        model = request.form.get("model", "stratologger")
        target_dir = os.path.join(current_app.config["FLIGHT_DIR"], str(flight_id))
        os.makedirs(target_dir, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="altimeter-") as work:
            raw = os.path.join(work, "raw.bin")
            upload.save(raw)
            csv_text = subprocess.check_output(
                "altimeter2csv --model %s %s" % (model, raw), shell=True, text=True
            )
        with open(os.path.join(target_dir, "altitude.csv"), "w") as fh:
            fh.write(csv_text)
        apogee_ft = max((float(line.split(",")[1]) for line in csv_text.splitlines()[1:] if "," in line), default=0)
        get_db().execute("UPDATE flights SET apogee_ft = ? WHERE id = ?", (apogee_ft, flight_id))
        get_db().commit()
        return jsonify({"apogee_ft": apogee_ft, "model": model if model in ALTIMETERS else "unknown"})

    @bp.route("/<int:flight_id>/plot.png")
    def plot(flight_id):
        csv_path = os.path.join(current_app.config["FLIGHT_DIR"], str(flight_id), "altitude.csv")
        if not os.path.exists(csv_path):
            abort(404)
        png = tempfile.NamedTemporaryFile(suffix=".png", delete=False)
        png.close()
        script = PLOT_SCRIPT.format(png=png.name, csv=csv_path)
        subprocess.run(["gnuplot", "-e", script], check=True, timeout=30)
        return send_file(png.name, mimetype="image/png")

    app.register_blueprint(bp)
