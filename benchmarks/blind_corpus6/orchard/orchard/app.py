import os

import tornado.web
from lxml import etree

from .handlers import auth, exports, schedule, valves, weather, zones
from .storage import Storage

HERE = os.path.dirname(__file__)
COOKIE_SECRET = "9c1f3b7e-orchard-east-west-4d2a8b60f1"


def _schedule_loader(path):
    def load():
        return etree.parse(path).getroot()

    return load


def make_app(options):
    routes = [
        tornado.web.url(r"/", zones.ZonesHandler, name="home"),
        tornado.web.url(r"/zones/(\d+)", zones.ZoneDetailHandler, name="zone"),
        tornado.web.url(r"/zones/(\d+)/open", valves.ValveHandler, name="valve-open"),
        tornado.web.url(r"/zones/(\d+)/history", zones.HistoryHandler, name="history"),
        tornado.web.url(r"/bus/status", valves.BusStatusHandler),
        tornado.web.url(r"/lines/flush", valves.FlushHandler),
        tornado.web.url(r"/schedule", schedule.ScheduleQueryHandler),
        tornado.web.url(r"/schedule/import", schedule.ScheduleImportHandler),
        tornado.web.url(r"/schedule/program/([\w-]+)", schedule.ScheduleProgramHandler),
        tornado.web.url(r"/weather", weather.WeatherHandler),
        tornado.web.url(r"/weather/station", weather.StationProxyHandler),
        tornado.web.url(r"/logs/([a-z0-9-]+)", exports.ZoneLogHandler),
        tornado.web.url(r"/logs/archive", exports.ArchiveHandler),
        tornado.web.url(r"/reports", exports.ReportHandler),
        tornado.web.url(r"/login", auth.LoginHandler, name="login"),
        tornado.web.url(r"/logout", auth.LogoutHandler, name="logout"),
    ]
    settings = {
        "template_path": os.path.join(HERE, "templates"),
        "static_path": os.path.join(HERE, "static"),
        "cookie_secret": COOKIE_SECRET,
        "login_url": "/login",
        "xsrf_cookies": True,
        "storage": Storage(options.db),
        "schedule_doc": _schedule_loader(options.schedule_xml),
    }
    if options.dev:
        settings["autoreload"] = True
        settings["compiled_template_cache"] = False
    return tornado.web.Application(routes, debug=True, **settings)
