import os

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from .alerts import AlertDispatcher
from .db import Database
from .handlers import auth, export, formulas, reports, stations

define("port", default=8888, type=int, help="listen port")
define("db", default="/var/lib/tidewatch/tide.db", help="sqlite database")

COOKIE_SECRET = "tw-cookie-3f9c1a7e5b2d8f4a6c0e9b1d7a3f5c2e"


def make_app():
    db = Database(options.db)
    handlers = [
        (r"/login", auth.LoginHandler),
        (r"/units", auth.UnitsHandler),
        (r"/kiosk", auth.KioskHandler),
        (r"/api/tokens", auth.ApiTokenHandler),
        (r"/api/readings", stations.ReadingsHandler),
        (r"/api/station", stations.StationInfoHandler),
        (r"/api/stations", stations.StationSearchHandler),
        (r"/api/subscribe", stations.SubscribeHandler),
        (r"/api/derived", formulas.DerivedMetricHandler),
        (r"/api/derived/safe", formulas.SafeMetricHandler),
        (r"/export", export.ExportHandler),
        (r"/archive/([A-Za-z0-9_-]+\.csv)", export.ArchiveHandler),
        (r"/report", reports.StationReportHandler),
    ]
    settings = dict(
        cookie_secret=COOKIE_SECRET,
        login_url="/login",
        xsrf_cookies=True,
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        export_dir=os.environ.get("TIDEWATCH_EXPORTS", "/var/lib/tidewatch/exports"),
        kiosk_tokens=set(filter(None, os.environ.get("TIDEWATCH_KIOSK_TOKENS", "").split(","))),
    )
    settings["debug"] = True
    app = tornado.web.Application(handlers, db=db, **settings)
    app.alerts = AlertDispatcher(db)
    return app


def main():
    parse_command_line()
    make_app().listen(options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
