import os

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from jinja2.sandbox import SandboxedEnvironment
from werkzeug.utils import secure_filename

from ledgerlite.auth.views import current_account_id, login_required
from ledgerlite.compat import Markup, escape

from . import repository

bp = Blueprint("invoices", __name__, url_prefix="/invoices")
_footer_env = SandboxedEnvironment(autoescape=True)


@bp.route("/")
@login_required
def index():
    rows = repository.list_invoices(
        current_account_id(),
        request.args.get("sort", "date"),
        request.args.get("dir", "desc"),
    )
    return render_template("invoices/index.html", invoices=rows)


@bp.route("/search")
@login_required
def search():
    term = request.args.get("q", "")
    rows = repository.search_invoices(current_account_id(), term)
    heading = Markup("<h2>Results for &ldquo;%s&rdquo;</h2>") % term
    return render_template("invoices/search.html", heading=heading, invoices=rows)


@bp.route("/<int:invoice_id>")
@login_required
def detail(invoice_id):
    invoice = repository.get_invoice(current_account_id(), invoice_id)
    if invoice is None:
        abort(404)
    memo_html = Markup((invoice["memo"] or "").replace("\n", "<br>"))
    return render_template("invoices/detail.html", invoice=invoice, memo_html=memo_html)


@bp.route("/<int:invoice_id>/note-preview", methods=["POST"])
@login_required
def note_preview(invoice_id):
    note = request.form.get("note", "")
    return "<div class='preview'>" + str(escape(note)).replace("\n", "<br>") + "</div>"


@bp.route("/mark-paid", methods=["POST"])
@login_required
def mark_paid():
    repository.bulk_mark_paid(current_account_id(), request.form.getlist("id"))
    return redirect(url_for("invoices.index"))


@bp.route("/<int:invoice_id>/attachments", methods=["POST"])
@login_required
def upload_attachment(invoice_id):
    upload = request.files["file"]
    name = secure_filename(upload.filename) or "attachment"
    folder = os.path.join(current_app.config["REPORT_DIR"], str(current_account_id()), "attachments", str(invoice_id))
    os.makedirs(folder, exist_ok=True)
    upload.save(os.path.join(folder, name))
    return redirect(url_for("invoices.detail", invoice_id=invoice_id))


@bp.route("/footer-preview", methods=["POST"])
@login_required
def footer_preview():
    template = request.form.get("footer_template", "")
    invoice = {"number": "INV-0001", "customer_name": "Example Ltd", "total": "100.00"}
    return _footer_env.from_string(template).render(invoice=invoice)
