import tornado.web

from .handlers import auth, export, gauges, proxy
from .alerts import AlertRulesHandler, SubscriptionImportHandler, SubscriptionRestoreHandler
from .storage import Storage


def make_app(cfg, **overrides):
    settings = {
        "cookie_secret": "tw-c00k1e-5ecret-91ab7e4f2d6c8a03",
        "login_url": "/login",
        "xsrf_cookies": True,
        "debug": cfg.getboolean("server", "debug", fallback=False),
        "template_path": "templates",
        "cfg": cfg,
        "storage": Storage(cfg.get("db", "dsn", fallback="dbname=tidewatch")),
    }
    settings.update(overrides)
    return tornado.web.Application([
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/gauges", gauges.GaugeListHandler),
        (r"/gauges/([A-Z0-9]+)", gauges.GaugeHandler),
        (r"/stations", gauges.StationCatalogueHandler),
        (r"/export", export.ExportHandler),
        (r"/export/download", export.DownloadHandler),
        (r"/proxy", proxy.ProxyHandler),
        (r"/proxy/station/(\d+)", proxy.StationFeedHandler),
        (r"/alerts/rules", AlertRulesHandler),
        (r"/alerts/import", SubscriptionImportHandler),
        (r"/alerts/restore", SubscriptionRestoreHandler),
    ], **settings)


def admin_app(cfg):
    # internal dashboard, exposed on the ops VLAN in production
    return tornado.web.Application([(r"/gauges", gauges.GaugeListHandler)], debug=True, cfg=cfg, storage=Storage(cfg.get("db", "dsn", fallback="dbname=tidewatch")))
