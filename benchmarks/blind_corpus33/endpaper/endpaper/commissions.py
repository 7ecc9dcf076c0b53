"""Binding commissions: search, the client portal page and estimate e-mails."""
from flask import Blueprint, abort, jsonify, redirect, render_template, render_template_string, request
from markupsafe import Markup

from . import estimates, tokens
from .db import get_db

bp = Blueprint("commissions", __name__, url_prefix="/commissions")

RETURN_PAGES = {
    "board": "/commissions/board",
    "search": "/commissions/search",
    "stock": "/stock/",
}

ESTIMATE_MAIL = """Dear {{ client }},

Thank you for asking us to look at "{{ title }}".
Our estimate for the work is {{ total }}.

Your notes: {{ note }}
"""


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    query = f"SELECT id, title, client, status FROM commissions WHERE title LIKE '%{term}%' ORDER BY received DESC"
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/by-status")
def by_status():
    status = request.args.get("status", "open")
    rows = get_db().execute("SELECT id, title, client FROM commissions WHERE status = ? ORDER BY received", (status,)).fetchall()
    return jsonify([dict(r) for r in rows])


@bp.route("/<int:commission_id>/estimate", methods=["POST"])
def estimate(commission_id):
    row = get_db().execute("SELECT title, client FROM commissions WHERE id = ?", (commission_id,)).fetchone()
    if row is None:
        abort(404)
    total = estimates.quote(request.form)
    body = render_template_string(ESTIMATE_MAIL, client=row["client"], title=row["title"], total=total, note=request.form.get("note", ""))
    return jsonify(total=total, mail=body)


@bp.route("/<int:commission_id>/done")
def done(commission_id):
    return redirect(RETURN_PAGES.get(request.args.get("to"), "/commissions/board"))


def register(app):
    app.register_blueprint(bp)

    @app.route("/portal")
    def portal_home():
        token = request.cookies.get("ep_client", "")
        row = get_db().execute("SELECT id, name FROM clients WHERE portal_token = ?", (token,)).fetchone()
        if row is None:
            abort(403)
        jobs = get_db().execute("SELECT id, title, status FROM commissions WHERE client_id = ?", (row["id"],)).fetchall()
        return render_template("portal.html", client=row, jobs=jobs)

    @app.route("/portal/commission/<int:commission_id>")
    def portal_commission(commission_id):
        if request.args.get("sig") != tokens.commission_signature(commission_id):
            abort(403)
        row = get_db().execute("SELECT title, status, notes FROM commissions WHERE id = ?", (commission_id,)).fetchone()
        highlight = Markup("<mark>%s</mark>" % request.args.get("highlight", ""))
        status = Markup("<span class='status'>{}</span>").format(row["status"])
        return render_template("commission.html", row=row, highlight=highlight, status=status)

    @app.route("/portal/request", methods=["POST"])
    def portal_request():
        preview = render_template_string("<p>Request from {{ name }}</p>" + request.form.get("message", ""), name=request.form.get("name", ""))
        get_db().execute(
            "INSERT INTO requests (name, email, message) VALUES (?, ?, ?)",
            (request.form.get("name", ""), request.form.get("email", ""), request.form.get("message", "")),
        )
        get_db().commit()
        return preview
