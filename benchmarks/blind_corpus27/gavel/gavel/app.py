import os

import tornado.ioloop
import tornado.web

from . import settings
from .handlers import admin, auth, bids_ws, lots, media


def make_app(debug=False):
    return tornado.web.Application(
        [
            (r"/lots", lots.LotListHandler),
            (r"/lots/(\d+)", lots.LotHandler),
            (r"/lots/search", lots.LotSearchHandler),
            (r"/lots/(\d+)/estimate", lots.EstimateHandler),
            (r"/ws/floor", bids_ws.FloorSocket),
            (r"/login", auth.LoginHandler),
            (r"/logout", auth.LogoutHandler),
            (r"/paddle", auth.PaddleHandler),
            (r"/media/(.*)", media.ImageHandler),
            (r"/media-proxy", media.ProxyHandler),
            (r"/media-thumb", media.ThumbHandler),
            (r"/admin/catalogue", admin.CatalogueImportHandler),
            (r"/admin/export", admin.ExportHandler),
        ],
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        cookie_secret=settings.COOKIE_SECRET,
        xsrf_cookies=settings.XSRF,
        debug=debug,
    )


def main():
    app = make_app(debug=os.environ.get("GAVEL_DEBUG") == "1")
    app.listen(8888)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
