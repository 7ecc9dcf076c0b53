import os

from flask import (Blueprint, abort, current_app, make_response, render_template, request,
                   send_file, send_from_directory, session)
from markupsafe import Markup, escape

from ..db import query
from .service import InvoiceService

bp = Blueprint("invoices", __name__)


@bp.before_request
def require_login():
    if "user_id" not in session:
        abort(401)


@bp.route("/")
def index():
    svc = InvoiceService(customer_filter=request.args.get("customer"), status=request.args.get("status"))
    rows = svc.listing(sort=request.args.get("sort", "date"), descending=request.args.get("dir") != "asc")
    if not rows and request.args.get("customer"):
        return make_response("<p>No invoices found for <b>%s</b></p>" % request.args["customer"], 404)
    return render_template("invoices/index.html", rows=rows)


@bp.route("/<int:invoice_id>")
def detail(invoice_id):
    inv = query("SELECT * FROM invoices WHERE id = %d" % invoice_id, one=True)
    if inv is None:
        abort(404)
    badge = Markup("<span class='badge'>%s</span>") % inv["status"]
    note = Markup(f"<div class='note'>{inv['note']}</div>") if inv["note"] else ""
    return render_template("invoices/detail.html", inv=inv, badge=badge, note=note)


@bp.route("/search")
def search():
    term = request.args.get("q", "")
    rows = query("SELECT id, number, total FROM invoices WHERE number LIKE ? ORDER BY issued DESC LIMIT 50",
                 ("%" + term + "%",))
    if not rows:
        return make_response("<p>Nothing matches %s</p>" % escape(term))
    return render_template("invoices/search.html", rows=rows, term=term)


@bp.route("/by-year")
def by_year():
    year = request.args.get("year", "")
    rows = query("SELECT id, number, total FROM invoices WHERE strftime('%Y', issued) = '" + year + "'")
    return render_template("invoices/search.html", rows=rows, term=year)


@bp.route("/export/<path:filename>")
def export(filename):
    path = os.path.join(current_app.config["EXPORT_DIR"], filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)


@bp.route("/attachments/<name>")
def attachment(name):
    return send_from_directory(os.path.join(current_app.config["EXPORT_DIR"], "attachments"), name)
