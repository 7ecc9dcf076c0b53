import os

from tornado.options import define, options

define("port", default=8888, type=int)
define("debug", default=False, type=bool, help="enable autoreload and tracebacks")
define("graphite_url", default="http://graphite.internal:8080")


def app_settings():
    return {
        "cookie_secret": os.environ["METRICS_COOKIE_SECRET"],
        "xsrf_cookies": True,
        "debug": options.debug,
        "template_path": os.path.join(os.path.dirname(__file__), "templates"),
        "login_url": "/login",
    }
