import traceback

import falcon

from . import config
from .resources import board, charts, crew, docs, fuel, launches, pager, shop, weather
from .store import Store


def _error_handler(debug_errors):
    def handle(req, resp, ex, params):
        if isinstance(ex, falcon.HTTPError):
            raise ex
        resp.status = falcon.HTTP_500
        resp.media = {"error": str(ex)}
        if debug_errors:
            resp.media["traceback"] = traceback.format_exc()
    return handle


def create_app(cfg=None):
    cfg = cfg or config.load()
    store = Store(cfg["db"])
    app = falcon.App()
    app.add_error_handler(Exception, _error_handler(cfg["debug_errors"]))
    app.add_route("/launches", launches.LaunchCollection(store))
    app.add_route("/launches/{lid:int}", launches.LaunchItem(store))
    app.add_route("/crew/login", crew.Login(store, cfg))
    directory = crew.Directory(cfg)
    app.add_route("/crew/directory", directory)
    app.add_route("/crew/pager", directory, suffix="pager")
    app.add_route("/pager", pager.Page(store))
    app.add_route("/charts/notices", charts.Notices())
    app.add_route("/shop/checkout", shop.Checkout())
    app.add_route("/shop/basket", shop.Basket())
    app.add_route("/weather", weather.Forecast(cfg))
    app.add_route("/docs/{folder}", docs.Documents(cfg))
    app.add_route("/fuel", fuel.FuelPlan())
    notice_board = board.Board(store)
    app.add_route("/board", notice_board)
    app.add_route("/board/search", notice_board, suffix="search")
    return app


app = create_app()
