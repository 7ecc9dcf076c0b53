import tornado.web
from tornado.options import options

from . import settings  # noqa: F401  (registers options)
from .handlers import auth, ingest, proxy, readings, stations
from .storage import Storage


async def make_app(**overrides):
    storage = await Storage.connect(options.db_dsn, options.db_password)
    handlers = [
        tornado.web.url(r"/", readings.DashboardHandler, name="dashboard"),
        (r"/stations/(\w+)/readings", readings.ReadingsHandler),
        (r"/stations/(\w+)/latest", readings.LatestHandler),
        (r"/stations/metadata", stations.MetadataHandler),
        (r"/stations/sensor", stations.SensorHandler),
        (r"/proxy/noaa", proxy.NoaaHandler),
        (r"/proxy/fetch", proxy.FetchHandler),
        (r"/ingest/batch", ingest.BatchHandler),
        (r"/ingest/calibrate", ingest.CalibrationHandler),
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
    ]
    conf = dict(
        cookie_secret=options.cookie_secret,
        login_url="/login",
        xsrf_cookies=True,
        storage=storage,
    )
    conf.update(overrides)
    return tornado.web.Application(handlers, debug=options.debug, **conf)
