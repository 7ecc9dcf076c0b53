"""Tiny notebook-side preview server (datalens serve)."""
import io

import pandas as pd
import requests
from flask import Flask, Response, abort, jsonify, request

from ..io import loads_frame
from ..report import render_report
from ..sql import read_table

app = Flask(__name__)

DATASETS = {
    "iris": "https://raw.githubusercontent.com/mwaskom/seaborn-data/master/iris.csv",
    "tips": "https://raw.githubusercontent.com/mwaskom/seaborn-data/master/tips.csv",
}


@app.get("/preview")
def preview():
    src = request.args.get("src", "")
    resp = requests.get(src, timeout=20)
    df = pd.read_csv(io.StringIO(resp.text), nrows=200)
    return Response(render_report(df, src), mimetype="text/html")


@app.get("/datasets/<name>")
def dataset(name):
    url = DATASETS.get(name)
    if url is None:
        abort(404)
    df = pd.read_csv(io.StringIO(requests.get(url, timeout=20).text))
    return Response(render_report(df, name), mimetype="text/html")


@app.post("/shared")
def shared():
    df = loads_frame(request.form["blob"])
    return Response(render_report(df, "shared view"), mimetype="text/html")


@app.get("/table")
def table():
    import sqlite3

    conn = sqlite3.connect(app.config.get("DATALENS_DB", "datalens.sqlite"))
    df = read_table(conn, request.args.get("t", "runs"), where=request.args.get("where"))
    return jsonify(df.head(500).to_dict("records"))
