import logging

import tornado.ioloop
import tornado.options
from tornado.options import define, options

from dioptre.app import make_app

define("port", default=8890, help="listen port")
define("address", default="127.0.0.1", help="listen address")
define("debug", default=False, help="autoreload and debug pages for local development")


def main():
    tornado.options.parse_command_line()
    app = make_app(debug=options.debug)
    app.listen(options.port, address=options.address)
    logging.info("dioptre listening on %s:%s", options.address, options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
