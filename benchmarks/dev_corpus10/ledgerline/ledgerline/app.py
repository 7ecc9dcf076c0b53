import falcon

from .middleware import ApiKeyMiddleware, TimingMiddleware
from .resources import (CustomerCollection, ExportDownload, ExportResource, InvoiceCollection,
                        InvoiceItem, LoginResource, SsoCallback, WebhookResource)


def create_app():
    app = falcon.App(middleware=[TimingMiddleware(), ApiKeyMiddleware()])
    app.req_options.auto_parse_form_urlencoded = True
    app.add_route("/invoices", InvoiceCollection())
    app.add_route("/invoices/{invoice_id:int}", InvoiceItem())
    app.add_route("/invoices/{invoice_id:int}/export", ExportResource())
    app.add_route("/exports/bulk", ExportResource(), suffix="bulk")
    app.add_route("/exports/download", ExportDownload())
    app.add_route("/receipts/{name}", ExportDownload(), suffix="receipt")
    app.add_route("/customers", CustomerCollection())
    app.add_route("/customers/search", CustomerCollection(), suffix="search")
    app.add_route("/webhooks/test", WebhookResource(), suffix="test")
    app.add_route("/webhooks/register", WebhookResource(), suffix="register")
    app.add_route("/webhooks/inbound", WebhookResource(), suffix="inbound")
    app.add_route("/login", LoginResource())
    app.add_route("/login/remember", LoginResource(), suffix="remember")
    app.add_route("/sso/callback", SsoCallback())
    return app


app = create_app()

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    with make_server("127.0.0.1", 8000, app) as httpd:  # local development only
        httpd.serve_forever()
