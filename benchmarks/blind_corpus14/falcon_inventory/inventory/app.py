"""Application factory."""
import logging
import traceback

import falcon

from .auth import LoginResource, PasswordResetResource
from .middleware import ApiKeyMiddleware, ETagMiddleware
from .resources.imports import ManifestImportResource, SnapshotResource
from .resources.items import ItemImageResource, ItemsResource
from .resources.reports import StockReportResource
from .resources.warehouses import LabelResource, WarehousesResource
from .resources.webhooks import WebhookResource

log = logging.getLogger(__name__)


def _handle_unexpected(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    log.exception("unhandled error on %s %s", req.method, req.path)
    resp.status = falcon.HTTP_500
    resp.media = {"title": "Internal error", "exception": repr(ex), "trace": traceback.format_exc().splitlines()}


def create_app():
    app = falcon.App(middleware=[ApiKeyMiddleware(exempt=("/login", "/password-reset")), ETagMiddleware()])
    app.add_route("/login", LoginResource())
    app.add_route("/password-reset", PasswordResetResource())
    app.add_route("/items", ItemsResource())
    app.add_route("/items/{sku}/image", ItemImageResource())
    app.add_route("/warehouses", WarehousesResource())
    app.add_route("/warehouses/{code}/labels", LabelResource())
    app.add_route("/imports/manifest", ManifestImportResource())
    app.add_route("/imports/snapshot", SnapshotResource())
    app.add_route("/reports/stock", StockReportResource())
    app.add_route("/webhooks", WebhookResource())
    app.add_error_handler(Exception, _handle_unexpected)
    return app
