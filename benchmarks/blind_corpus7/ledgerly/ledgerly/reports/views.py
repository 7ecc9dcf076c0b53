import hashlib
import os

from flask import Blueprint, current_app, jsonify, render_template_string, request

from ..db import query
from ..utils.http import fetch_json, fetch_rate, not_modified

bp = Blueprint("reports", __name__)

SUMMARY_TMPL = """
<h1>{{ title }}</h1>
<table>{% for r in rows %}<tr><td>{{ r.region }}</td><td>{{ r.total }}</td></tr>{% endfor %}</table>
"""


def _cache_path(key):
    digest = hashlib.sha1(key.encode("utf-8")).hexdigest()
    return os.path.join(current_app.config["EXPORT_DIR"], "cache", digest + ".html")


@bp.route("/summary")
def summary():
    rows = query("SELECT c.region, SUM(i.total) AS total FROM invoices i JOIN customers c ON c.id = i.customer_id GROUP BY c.region")
    return render_template_string(SUMMARY_TMPL, title=request.args.get("title", "Regional summary"), rows=rows)


@bp.route("/custom", methods=["POST"])
def custom():
    heading = request.form.get("heading", "Report")
    body = "<h2>" + heading + "</h2>{% for r in rows %}<p>{{ r.number }} {{ r.total }}</p>{% endfor %}"
    rows = query("SELECT number, total FROM invoices ORDER BY issued DESC LIMIT 100")
    return render_template_string(body, rows=rows)


@bp.route("/region/<region>")
def region(region):
    rows = query("SELECT number, total FROM invoices i JOIN customers c ON c.id = i.customer_id "
                 "WHERE c.region = '{}'".format(region))
    payload = repr([dict(r) for r in rows]).encode()
    if not_modified(payload):
        return "", 304
    return jsonify([dict(r) for r in rows])


@bp.route("/rates")
def rates():
    currency = request.args.get("currency", "EUR").upper()
    return jsonify(fetch_rate(current_app.config["RATES_API"], currency))


@bp.route("/import-rates")
def import_rates():
    source = request.args.get("source_url", current_app.config["RATES_API"] + "/latest")
    return jsonify(fetch_json(source))
