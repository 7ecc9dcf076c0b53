import tornado.ioloop
import tornado.web
from tornado.options import define, options

from .handlers import admin, auth, readings, stations
from .storage import Storage

define("port", default=8890, type=int)
define("admin_port", default=8891, type=int)
define("debug", default=False, type=bool)
define("db", default="tidewatch.sqlite3")

COOKIE_SECRET = "tw-8c1f0e57a4d94b6e9b2a7d3c5f1e8a60"


def make_app(storage):
    return tornado.web.Application(
        stations.routes() + readings.routes() + auth.routes(),
        cookie_secret=COOKIE_SECRET,
        login_url="/login",
        xsrf_cookies=True,
        debug=options.debug,
        storage=storage,
    )


def make_admin_app(storage):
    return tornado.web.Application(
        admin.routes(),
        cookie_secret=COOKIE_SECRET,
        login_url="/login",
        debug=True,
        storage=storage,
    )


def main():
    options.parse_command_line()
    storage = Storage(options.db)
    make_app(storage).listen(options.port)
    make_admin_app(storage).listen(options.admin_port, address="0.0.0.0")
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
