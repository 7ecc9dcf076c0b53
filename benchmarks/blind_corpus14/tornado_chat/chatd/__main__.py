import logging

import tornado.ioloop
from tornado.options import define, options, parse_command_line

from . import settings
from .server import make_app

define("port", default=settings.PORT, help="listen port")


def main():
    parse_command_line()
    logging.getLogger("tornado.access").setLevel(logging.INFO)
    app = make_app()
    app.listen(options.port, xheaders=True)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
