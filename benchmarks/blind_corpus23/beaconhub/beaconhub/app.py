import sqlite3

import tornado.web

from . import settings
from .handlers import admin, auth, buoys, feeds, subscriptions


def make_app(config_path):
    cfg = settings.load(config_path)
    routes = [
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/buoys", buoys.BuoyListHandler),
        (r"/buoys/([A-Za-z0-9_-]+)", buoys.BuoyHandler),
        (r"/buoys/([A-Za-z0-9_-]+)/history", buoys.HistoryHandler),
        (r"/tiles/(.*)", buoys.TileHandler),
        (r"/feeds/ingest", feeds.IngestHandler),
        (r"/feeds/sensor", feeds.SensorQueryHandler),
        (r"/subscribe", subscriptions.SubscribeHandler),
        (r"/admin/ping", admin.PingHandler),
        (r"/admin/calibrate", admin.CalibrationHandler),
        (r"/admin/snapshot", admin.SnapshotHandler),
        (r"/static/(.*)", tornado.web.StaticFileHandler, {"path": "/var/lib/beaconhub/static"}),
    ]
    app = tornado.web.Application(
        routes,
        cookie_secret="bH9x-Qe2f7Lr0Wm4Kd8Tz1Vs6Yc3Nj5P",
        login_url="/login",
        xsrf_cookies=True,
        debug=True,
    )
    app.cfg = cfg
    app.db = sqlite3.connect(cfg.get("server", "db_path", fallback="telemetry.db"))
    return app
