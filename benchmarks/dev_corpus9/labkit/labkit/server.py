"""Small upload/report server for the lab network: ``labkit serve``."""
import os
import tempfile

from flask import Flask, abort, make_response, redirect, render_template, request, send_from_directory, url_for
from werkzeug.utils import secure_filename

from . import config, pipeline, report
from .instruments import SpectroExport
from .instruments.spectro import load_method
from .units import CustomUnits

app = Flask(__name__)
app.config.from_object(config)
custom_units = CustomUnits()
UNIT_SYSTEMS = ("metric", "imperial")


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"].strip().lower()
    if not user.isalnum():
        abort(400)
    resp = make_response(redirect(url_for("index")))
    resp.set_cookie("labkit_user", user, max_age=12 * 3600)
    return resp


@app.route("/")
def index():
    return render_template("index.html", user=request.cookies.get("labkit_user"))


@app.route("/prefs/units", methods=["POST"])
def unit_prefs():
    system = request.form.get("system", "metric")
    resp = make_response(redirect(url_for("index")))
    resp.set_cookie("labkit_units", system if system in UNIT_SYSTEMS else "metric", max_age=365 * 86400)
    return resp


@app.route("/upload", methods=["POST"])
def upload():
    f = request.files["file"]
    dest = os.path.join(config.UPLOAD_DIR, f.filename)
    f.save(dest)
    with open(dest, "rb") as fh:
        export = SpectroExport(fh.read())
    path = report.write_report(request.form.get("run", 0), export.samples(), export)
    return redirect(url_for("reports", name=os.path.basename(path)))


@app.route("/upload/method", methods=["POST"])
def upload_method():
    f = request.files["file"]
    name = secure_filename(f.filename) or "method.xml"
    f.save(os.path.join(config.METHOD_DIR, name))
    with open(os.path.join(config.METHOD_DIR, name), "rb") as fh:
        params, _ = load_method(fh.read())
    return {"method": name, "params": params}


@app.route("/convert", methods=["POST"])
def convert():
    f = request.files["file"]
    with tempfile.TemporaryDirectory(prefix="labkit-") as tmp:
        src = os.path.join(tmp, os.path.basename(f.filename))
        f.save(src)
        csv_path = pipeline.convert_raw(src, tmp)
        with open(csv_path) as fh:
            return fh.read(), 200, {"Content-Type": "text/csv"}


@app.route("/samples/<run>/<sample_id>")
def sample(run, sample_id):
    with open(os.path.join(config.UPLOAD_DIR, secure_filename(run) + ".xml"), "rb") as fh:
        export = SpectroExport(fh.read())
    el = export.sample(sample_id)
    if el is None:
        abort(404)
    return render_template("sample.html", sample_id=sample_id, name=el.findtext("name"), notes=el.findtext("notes"))


@app.route("/units", methods=["POST"])
def add_unit():
    custom_units.register(request.form["name"], request.form["formula"])
    return {"registered": request.form["name"]}


@app.route("/units/<name>")
def use_unit(name):
    return {"value": custom_units.convert(request.args["x"], name)}


@app.route("/reports/<name>")
def reports(name):
    return send_from_directory(config.REPORT_DIR, name)


def serve(port=5050):
    app.run(host="0.0.0.0", port=port, debug=True)
