import logging

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from spokeshop import settings
from spokeshop.db import Database

define("port", default=8870, type=int)
define("debug", default=False, type=bool, help="dev mode (autoreload, tracebacks)")
define("db", default="spokeshop.sqlite3")


def main():
    parse_command_line()

    def make_app():
        from spokeshop.handlers import auth, labels, parts, tickets

        routes = [
            (r"/", tickets.BoardHandler),
            (r"/ticket/new", tickets.NewTicketHandler),
            (r"/ticket/([0-9]+)", tickets.TicketHandler),
            (r"/ticket/lookup", tickets.LookupHandler),
            (r"/login", auth.LoginHandler),
            (r"/logout", auth.LogoutHandler),
            (r"/lang", auth.LangHandler),
            (r"/parts/search", parts.PartSearchHandler),
            (r"/parts/brand", parts.BrandHandler),
            (r"/parts/image", parts.ImageProxyHandler),
            (r"/parts/thumb/([A-Z0-9-]+)", parts.ThumbHandler),
            (r"/label/([0-9]+)", labels.LabelHandler),
        ]
        return tornado.web.Application(
            routes,
            db=Database(options.db),
            template_path="spokeshop/templates",
            cookie_secret=settings.COOKIE_SECRET,
            login_url="/login",
            xsrf_cookies=True,
            debug=options.debug,
        )

    app = make_app()
    app.listen(options.port)
    logging.info("spokeshop listening on %s", options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
