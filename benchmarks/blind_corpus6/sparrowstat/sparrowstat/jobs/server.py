import os
import subprocess
import sys

import pandas as pd
import requests
from flask import Flask, abort, jsonify, render_template, request
from werkzeug.utils import secure_filename

from .. import xmlmeta
from ..features import FeatureError, compile_feature
from ..io import load_job_config, load_uploaded_model
from ..report import preview_table
from . import store


def create_app():
    app = Flask(__name__)
    app.config["DEBUG"] = os.environ.get("SPARROW_DEBUG", "0") == "1"
    app.config["DATA_ROOT"] = os.environ.get("SPARROW_DATA_ROOT", "/srv/sparrow/data")

    def owner():
        # set by the SSO reverse proxy in front of the app
        return request.headers.get("X-Forwarded-User", "anonymous")

    @app.post("/jobs")
    def submit_job():
        spec = load_job_config(request.get_data(as_text=True))
        job_id = store.create_job(owner(), spec)
        subprocess.Popen([sys.executable, "-m", "sparrowstat.jobs.runner", str(job_id)])
        return jsonify(id=job_id), 202

    @app.get("/jobs")
    def list_jobs():
        rows = store.jobs_for(owner(), request.args.get("status"))
        return jsonify(jobs=[dict(r) for r in rows])

    @app.post("/jobs/delete")
    def delete_jobs():
        store.delete_jobs(owner(), request.form.get("ids", "0"))
        return jsonify(ok=True)

    @app.get("/datasets/preview")
    def preview_dataset():
        path = os.path.join(app.config["DATA_ROOT"], request.args["path"])
        df = pd.read_csv(path, nrows=50)
        return render_template("preview.html", table=preview_table(df), name=request.args["path"])

    @app.post("/datasets/import")
    def import_dataset():
        body = request.get_json(force=True)
        resp = requests.get(body["url"], timeout=60)
        resp.raise_for_status()
        name = secure_filename(body.get("name") or "dataset.csv")
        with open(os.path.join(app.config["DATA_ROOT"], name), "wb") as fh:
            fh.write(resp.content)
        return jsonify(stored=name, bytes=len(resp.content))

    @app.post("/datasets/convert")
    def convert_dataset():
        name = secure_filename(request.form["name"])
        delim = request.form.get("delimiter", ";")
        src = os.path.join(app.config["DATA_ROOT"], name)
        out = subprocess.run(f"csvformat -d '{delim}' {src}", shell=True, capture_output=True, check=True)
        with open(src + ".csv", "wb") as fh:
            fh.write(out.stdout)
        return jsonify(stored=name + ".csv")

    @app.post("/models/score")
    def score():
        model = load_uploaded_model(request.files["model"])
        df = pd.read_csv(request.files["data"])
        return jsonify(predictions=[float(p) for p in model.predict(df)])

    @app.post("/codebooks")
    def upload_codebook():
        root = xmlmeta.load_codebook(request.get_data())
        return jsonify(variables=len(root.findall(".//{*}var")))

    @app.post("/features/preview")
    def feature_preview():
        body = request.get_json(force=True)
        df = pd.read_csv(os.path.join(app.config["DATA_ROOT"], secure_filename(body["dataset"])), nrows=200)
        try:
            fn = compile_feature(body["expr"], list(df.columns))
        except (FeatureError, SyntaxError) as exc:
            abort(400, str(exc))
        return jsonify(values=[float(v) for v in fn(df)[:20]])

    return app
