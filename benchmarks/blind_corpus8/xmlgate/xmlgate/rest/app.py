import falcon

from .. import config
from .resources import (
    ArchiveResource,
    BulkImportResource,
    CustomersResource,
    DoneResource,
    OrderResource,
    OrdersResource,
    SearchPage,
)


class ApiKeyMiddleware:
    def process_request(self, req, resp):
        if req.get_header("X-Api-Key") != config.API_KEY:
            raise falcon.HTTPUnauthorized()


def create_app():
    config.ensure_configured()
    app = falcon.App(middleware=[ApiKeyMiddleware()])
    app.add_route("/orders", OrdersResource())
    app.add_route("/orders/{order_id:int}", OrderResource())
    app.add_route("/archive/{year:int}", ArchiveResource())
    app.add_route("/customers", CustomersResource())
    app.add_route("/done", DoneResource())
    app.add_route("/search", SearchPage())
    app.add_route("/orders/bulk", BulkImportResource())
    return app
