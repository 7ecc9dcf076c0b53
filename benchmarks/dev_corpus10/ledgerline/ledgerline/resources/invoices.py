import falcon

from ..db import build_filter, fetch_all, fetch_one
from ..util.render import render_error_page, render_receipt

FILTERABLE = ("status", "currency", "customer_id")


class InvoiceCollection:
    def on_get(self, req, resp):
        filters = {"tenant_id": req.context.tenant_id}
        for name in FILTERABLE:
            value = req.get_param(name)
            if value is not None:
                filters[name] = value
        where = build_filter(filters)
        resp.media = fetch_all("SELECT * FROM invoices WHERE " + where)

    def on_post(self, req, resp):
        body = req.media
        row = fetch_one(
            "INSERT INTO invoices (tenant_id, customer_id, amount, memo) VALUES (%s, %s, %s, %s) RETURNING id",
            (req.context.tenant_id, body["customer_id"], body["amount"], body.get("memo", "")),
        )
        resp.status = falcon.HTTP_201
        resp.media = row


class InvoiceItem:
    def _load(self, req, invoice_id):
        return fetch_one("SELECT * FROM invoices WHERE id = %s AND tenant_id = %s",
                         (invoice_id, req.context.tenant_id))

    def on_get(self, req, resp, invoice_id):
        invoice = self._load(req, invoice_id)
        if invoice is None:
            resp.status = falcon.HTTP_404
            resp.content_type = falcon.MEDIA_HTML
            resp.text = render_error_page("Invoice not found", req.get_param("ref", default=""))
            return
        if req.client_accepts("text/html"):
            resp.content_type = falcon.MEDIA_HTML
            resp.text = render_receipt(invoice)
        else:
            resp.media = invoice
