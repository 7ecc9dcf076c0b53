"""Ledger entries, exports and projections."""
import base64
import csv
import json
import os
import tempfile

from flask import Blueprint, abort, current_app, g, render_template_string, request, send_file, send_from_directory

from ..db import order_clause
from ..util.sessions import load_draft
from .formulas import evaluate_projection

bp = Blueprint("ledger", __name__)


@bp.route("/entries")
def list_entries():
    account = request.args.get("account", "")
    clause = order_clause(request.args.get("sort", "date"), request.args.get("dir", "asc"))
    sql = "SELECT id, posted_on, payee, amount_cents FROM entries WHERE account_id = ?" + clause
    rows = g.db.query(sql, (account,))
    return {"entries": [dict(r) for r in rows]}


@bp.route("/entries/search")
def search_entries():
    term = request.args.get("q", "")
    rows = g.db.query(
        "SELECT id, payee, memo FROM entries WHERE memo LIKE '%" + term + "%' ORDER BY posted_on DESC"
    )
    return {"entries": [dict(r) for r in rows]}


@bp.route("/entries/page")
def page_entries():
    after_id = 0
    cursor = request.args.get("cursor")
    if cursor:
        state = json.loads(base64.urlsafe_b64decode(cursor.encode("ascii")).decode("utf-8"))
        after_id = state.get("after", 0)
    rows = g.db.query("SELECT id, payee, amount_cents FROM entries WHERE id > %s ORDER BY id LIMIT 50" % after_id)
    next_cursor = None
    if rows:
        next_cursor = base64.urlsafe_b64encode(json.dumps({"after": rows[-1]["id"]}).encode()).decode()
    return {"entries": [dict(r) for r in rows], "cursor": next_cursor}


@bp.route("/entries", methods=["POST"])
def create_entry():
    data = request.get_json(force=True)
    new_id = g.db.execute(
        "INSERT INTO entries (account_id, posted_on, payee, amount_cents, memo) VALUES (?, ?, ?, ?, ?)",
        (data["account"], data["date"], data["payee"], int(data["amount"]), data.get("memo", "")),
    )
    return {"id": new_id}, 201


@bp.route("/entries/<int:entry_id>/memo")
def show_memo(entry_id):
    rows = g.db.query("SELECT payee, memo FROM entries WHERE id = ?", (entry_id,))
    if not rows:
        abort(404)
    return render_template_string(
        "<h2>{{ payee }}</h2><div class='memo'>{{ memo|safe }}</div>", payee=rows[0]["payee"], memo=rows[0]["memo"]
    )


@bp.route("/exports/<path:name>")
def download_export(name):
    root = os.path.join(current_app.instance_path, "exports")
    return send_file(os.path.join(root, name), as_attachment=True)


@bp.route("/statements/<path:name>")
def download_statement(name):
    root = os.path.join(current_app.instance_path, "statements")
    return send_from_directory(root, name, as_attachment=True)


@bp.route("/exports", methods=["POST"])
def build_export():
    account = request.form.get("account", "")
    rows = g.db.query("SELECT posted_on, payee, amount_cents FROM entries WHERE account_id = ?", (account,))
    tmp = tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="")
    with tmp:
        writer = csv.writer(tmp)
        for row in rows:
            writer.writerow([row["posted_on"], row["payee"], row["amount_cents"]])
    return send_file(tmp.name, as_attachment=True, download_name="export.csv")


@bp.route("/projection")
def projection():
    rows = g.db.query("SELECT account_id, SUM(amount_cents) AS total FROM entries GROUP BY account_id")
    balances = {"acct_%s" % r["account_id"]: r["total"] for r in rows}
    formula = request.args.get("formula", "0")
    return {"value": evaluate_projection(formula, balances)}


@bp.route("/draft")
def resume_draft():
    raw = request.cookies.get("ll_draft")
    if not raw:
        return {"draft": None}
    return {"draft": load_draft(raw)}
