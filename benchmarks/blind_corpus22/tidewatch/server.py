import os

import tornado.ioloop
import tornado.options

from tidewatch.app import admin_app, make_app
from tidewatch.settings import load_config

tornado.options.define("config", default="/etc/tidewatch/tidewatch.ini")


def main():
    tornado.options.parse_command_line()
    cfg = load_config(tornado.options.options.config)
    overrides = {}
    if os.environ.get("TIDEWATCH_ENV") == "dev":
        overrides["debug"] = True
    make_app(cfg, **overrides).listen(cfg.getint("server", "port", fallback=8000))
    admin_app(cfg).listen(cfg.getint("server", "admin_port", fallback=8889))
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
