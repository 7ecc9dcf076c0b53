"""Start the Oakmere Bowmen scoring site: python server.py --port=8890"""
import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from archery.db import Database
from archery.handlers import routes

define("port", default=8890, type=int)
define("db_path", default="/srv/archery/scores.sqlite")
define("cookie_secret_file", default="/etc/archery/cookie_secret")


def make_app():
    with open(options.cookie_secret_file) as fh:
        secret = fh.read().strip()
    return tornado.web.Application(
        routes(),
        cookie_secret=secret,
        xsrf_cookies=True,
        login_url="/login",
        template_path="templates",
        serve_traceback=True,
        db=Database(options.db_path),
    )


if __name__ == "__main__":
    parse_command_line()
    make_app().listen(options.port)
    tornado.ioloop.IOLoop.current().start()
