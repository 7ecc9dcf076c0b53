import tornado.ioloop
from tornado.options import define, options, parse_command_line

from beaconhub.app import make_app

define("port", default=8870, type=int)
define("config", default="/etc/beaconhub/beaconhub.ini")

if __name__ == "__main__":
    parse_command_line()
    app = make_app(options.config)
    app.listen(options.port)
    tornado.ioloop.IOLoop.current().start()
