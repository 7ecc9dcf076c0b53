import logging

import tornado.ioloop
from tornado.options import define, options, parse_command_line

from .app import make_app

define("port", default=8080, type=int)
define("address", default="0.0.0.0")


def main():
    parse_command_line()
    app = make_app()
    app.listen(options.port, address=options.address)
    logging.info("beacon listening on %s:%d", options.address, options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
