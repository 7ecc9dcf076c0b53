from flask import Blueprint, abort, jsonify, render_template_string, request
from markupsafe import Markup

from ..repositories import InvoiceRepository
from ..services.hashing import etag_for
from ..services.webhooks import post_event

NOTE_TEMPLATE = """
<section class="note">
  <h3>Note for invoice {{ number }}</h3>
  <div class="body">{{ body }}</div>
</section>
"""


def make_invoices_blueprint(config):
    bp = Blueprint("invoices", __name__)

    @bp.route("/")
    def list_invoices():
        repo = InvoiceRepository()
        q = request.args.get("q")
        if q:
            rows = repo.search(q, request.args.get("status"))
        else:
            rows = repo.listing(request.args.get("sort", "date"), request.args.get("desc") == "1")
        return jsonify([dict(r) for r in rows])

    @bp.route("/<int:invoice_id>")
    def show_invoice(invoice_id):
        row = InvoiceRepository().get(invoice_id)
        if row is None:
            abort(404)
        payload = dict(row)
        resp = jsonify(payload)
        resp.set_etag(etag_for(payload))
        return resp.make_conditional(request)

    @bp.route("/<int:invoice_id>/note")
    def show_note(invoice_id):
        row = InvoiceRepository().get(invoice_id)
        if row is None:
            abort(404)
        return render_template_string(NOTE_TEMPLATE, number=invoice_id, body=row["note"] or "")

    @bp.route("/<int:invoice_id>/note/preview", methods=["POST"])
    def preview_note(invoice_id):
        note = request.form.get("note", "")
        return render_template_string(NOTE_TEMPLATE, number=invoice_id, body=Markup(note))

    @bp.route("/reminders/preview", methods=["POST"])
    def preview_reminder():
        template_text = request.form["template"]
        context = {"customer": request.form.get("customer", ""), "due": request.form.get("due", "")}
        return render_template_string(template_text, **context)

    @bp.route("/<int:invoice_id>/send", methods=["POST"])
    def send_invoice(invoice_id):
        row = InvoiceRepository().get(invoice_id)
        if row is None:
            abort(404)
        event = {"type": "invoice.sent", "invoice": invoice_id, "amount": row["amount_cents"]}
        callback = request.form.get("callback_url")
        if callback:
            post_event(callback, event, timeout=config["WEBHOOK_TIMEOUT"])
        post_event(config["STATUS_HOOK_URL"], event, timeout=config["WEBHOOK_TIMEOUT"])
        return jsonify({"sent": True})

    return bp
