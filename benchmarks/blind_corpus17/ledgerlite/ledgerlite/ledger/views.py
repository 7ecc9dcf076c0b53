from flask import Blueprint, abort, g, redirect, render_template, request, session, url_for

from ..db import execute, fetch_all, fetch_one
from .filters import account_clause, order_clause
from .imports import parse_statement, transactions
from .render import memo_cell, payee_cell

bp = Blueprint("ledger", __name__)


@bp.before_request
def require_login():
    if not g.get("user_id"):
        return redirect(url_for("auth.login", next=request.path))


@bp.route("/entries")
def entries():
    saved = session.get("ledger_filter", {"account": "MAIN"})
    sql = "SELECT id, posted_on, payee, memo, amount_cents FROM entries WHERE " + account_clause(saved)
    sql += " " + order_clause(request.args.get("sort"), request.args.get("dir"))
    rows = fetch_all(sql)
    cells = [(memo_cell(r), payee_cell(r)) for r in rows]
    return render_template("entries.html", rows=rows, cells=cells)


@bp.route("/payees")
def payees():
    tail = order_clause(request.args.get("sort"), request.args.get("dir"))
    rows = fetch_all("SELECT DISTINCT payee FROM entries " + tail)
    return {"payees": [r["payee"] for r in rows]}


@bp.route("/entries/<int:entry_id>")
def entry(entry_id):
    row = fetch_one("SELECT * FROM entries WHERE id = ? AND owner_id = ?", (entry_id, g.user_id))
    if row is None:
        abort(404)
    return render_template("entry.html", row=row, memo=row["memo"])


@bp.route("/entries/<int:entry_id>/memo", methods=["POST"])
def save_memo(entry_id):
    execute("UPDATE entries SET memo = ? WHERE id = ? AND owner_id = ?",
            (request.form.get("memo", ""), entry_id, g.user_id))
    return redirect(url_for(".entry", entry_id=entry_id))


@bp.route("/prefs", methods=["POST"])
def save_prefs():
    session["footer_tpl"] = request.form.get("footer", "")
    session["page_size"] = int(request.form.get("page_size", 50))
    return redirect(url_for(".entries"))


@bp.route("/import", methods=["POST"])
def import_statement():
    doc = parse_statement(request.files["statement"].read())
    added = 0
    for posted, name, amount in transactions(doc, request.form.get("kind", "DEBIT")):
        execute("INSERT INTO entries (owner_id, posted_on, payee, amount_cents) VALUES (?, ?, ?, ?)",
                (g.user_id, posted[:8], name, int(float(amount) * 100)))
        added += 1
    return {"imported": added}
