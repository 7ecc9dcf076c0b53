import logging
import traceback

import falcon

from . import config
from .auth import AuthMiddleware, LoginResource
from .resources import bom, costing, drawings, orders

log = logging.getLogger("keel")


def _on_error(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    log.exception("unhandled error on %s", req.path)
    resp.status = falcon.HTTP_500
    resp.media = {"error": str(ex), "trace": traceback.format_exc().splitlines()}
    if config.DEBUG:
        resp.media["locals"] = {k: repr(v)[:200] for k, v in params.items()}


def create_app():
    app = falcon.App(middleware=[AuthMiddleware()])
    app.add_error_handler(Exception, _on_error)
    app.add_route("/login", LoginResource())
    app.add_route("/orders/search", orders.OrderSearch())
    app.add_route("/orders/{order_id:int}/done", orders.OrderDone())
    app.add_route("/bom", bom.BomUpload())
    app.add_route("/bom/state", bom.BomState())
    app.add_route("/costing", costing.Costing())
    app.add_route("/drawings/fetch", drawings.FetchDrawing())
    app.add_route("/drawings/stock", drawings.SupplierStock())
    return app


app = create_app()
