"""Developer entry point: `python -m regatta.dev --dev`. Never used by the systemd unit."""
import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from .app import make_app

define("dev", default=False, type=bool, help="enable autoreload and debug pages")

if __name__ == "__main__":
    parse_command_line()
    app = make_app()
    app.settings["debug"] = options.dev
    app.settings["autoreload"] = options.dev
    app.listen(8888, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
