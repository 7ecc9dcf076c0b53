import pandas as pd
from flask import Blueprint, Response, request

from .auth import require_key

datasets = Blueprint("datasets", __name__)


@datasets.route("/preview")
@require_key
def preview():
    src = request.args["src"]
    if src.endswith(".pkl"):
        df = pd.read_pickle(src)
    else:
        df = pd.read_csv(src, nrows=50)
    return Response(df.head(20).to_html(), mimetype="text/html")


@datasets.route("/describe", methods=["POST"])
@require_key
def describe():
    df = pd.read_csv(request.files["csv"], nrows=10000)
    title = request.form.get("title", "dataset")
    html = "<h2>%s</h2>" % title + df.describe().to_html(escape=False)
    return Response(html, mimetype="text/html")
