import os

from flask import Flask
from flask_restful import Api

from billing import db
from billing.config import CONFIGS
from billing.exports_fr import ExportClient, ExportComptable
from billing.resources.customers import Customer, CustomerSearch
from billing.resources.invoices import Invoice, InvoiceList
from billing.resources.pdf import InvoicePdf, PdfDownload
from billing.resources.session import Login, Logout
from billing.resources.webhooks import PaymentWebhook, PlanImport


def create_app(env=None):
    app = Flask(__name__)
    env = env or os.environ.get("BILLING_ENV", "production")
    app.config.from_object(CONFIGS[env])
    app.teardown_appcontext(db.close_db)

    api = Api(app, prefix="/api/v1")
    api.add_resource(InvoiceList, "/invoices")
    api.add_resource(Invoice, "/invoices/<int:invoice_id>")
    api.add_resource(InvoicePdf, "/invoices/<int:invoice_id>/pdf")
    api.add_resource(PdfDownload, "/pdf")
    api.add_resource(Customer, "/customers/<int:customer_id>")
    api.add_resource(CustomerSearch, "/customers/search")
    api.add_resource(PaymentWebhook, "/webhooks/psp")
    api.add_resource(PlanImport, "/plans/import")
    api.add_resource(Login, "/login")
    api.add_resource(Logout, "/logout")
    api.add_resource(ExportComptable, "/export-comptable")
    api.add_resource(ExportClient, "/export-comptable/client/<int:client_id>")
    return app


if __name__ == "__main__":
    create_app("development").run(port=5050)
