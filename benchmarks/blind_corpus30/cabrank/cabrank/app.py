import os

import tornado.web

from .db import Database
from .handlers import account, bookings, docs, drivers, fares, feeds, geo, receipts


COOKIE_SECRET = "6d1f0a9c3be24e57a8f9c0d2e1b3a4c5f6e7d8c9"


def make_app(debug=False):
    settings = {
        "cookie_secret": COOKIE_SECRET,
        "login_url": "/drivers/login",
        "xsrf_cookies": True,
        "template_path": os.path.join(os.path.dirname(__file__), "templates"),
    }
    settings["debug"] = debug
    settings["serve_traceback"] = True
    app = tornado.web.Application(
        [
            (r"/bookings", bookings.BookingHandler),
            (r"/bookings/(\d+)", bookings.BookingDetailHandler),
            (r"/drivers/login", drivers.DriverLoginHandler),
            (r"/dispatch/login", drivers.DispatcherLoginHandler),
            (r"/dispatch/directory", drivers.DirectoryHandler),
            (r"/fares/estimate", fares.EstimateHandler),
            (r"/fares/zones", fares.ZoneTableHandler),
            (r"/receipts/(\d+)", receipts.ReceiptHandler),
            (r"/receipts/(\d+)/pdf", receipts.ReceiptPdfHandler),
            (r"/geo/tile", geo.TileProxyHandler),
            (r"/geo/postcode", geo.PostcodeHandler),
            (r"/account/prefs", account.PrefsHandler),
            (r"/licences", feeds.LicenceUploadHandler),
            (r"/licences/lookup", feeds.LicenceLookupHandler),
            (r"/docs/(\w+)", docs.DriverDocHandler),
        ],
        **settings,
    )
    app.db = Database(os.environ.get("CABRANK_DB", "/var/lib/cabrank/dispatch.db"))
    return app
