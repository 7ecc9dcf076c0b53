import requests
from flask import Blueprint, abort, current_app, jsonify, request

from ledgerlite.auth.views import current_account_id, login_required
from ledgerlite.db import execute
from ledgerlite.utils import retry

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.route("/rates")
@login_required
def rates():
    base = request.args.get("base", "EUR").upper()
    if len(base) != 3 or not base.isalpha():
        abort(400)
    resp = retry(lambda: requests.get(
        f"{current_app.config['RATES_API']}/latest", params={"base": base}, timeout=5
    ))
    resp.raise_for_status()
    return jsonify(resp.json())


@bp.route("/import-statement", methods=["POST"])
@login_required
def import_statement():
    payload = request.get_json(force=True) or {}
    source = payload.get("source_url", "")
    resp = requests.get(source, timeout=10)
    lines = resp.text.splitlines()[1:]
    for line in lines:
        number, customer, cents, issued = line.split(",")[:4]
        execute(
            "INSERT INTO invoices (account_id, number, customer_name, total_cents, issued_on) "
            "VALUES (?, ?, ?, ?, ?)",
            (current_account_id(), number, customer, int(cents), issued),
        )
    return jsonify({"imported": len(lines)})
