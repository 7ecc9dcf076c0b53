"""Run the workshop board on a laptop at the bench. Not for the shop PC."""
import tornado.ioloop
import tornado.web

from spokeshop import settings
from spokeshop.db import Database
from spokeshop.handlers import auth, tickets


def run():
    app = tornado.web.Application(
        [(r"/", tickets.BoardHandler), (r"/ticket/([0-9]+)", tickets.TicketHandler), (r"/login", auth.LoginHandler)],
        db=Database("dev.sqlite3"),
        template_path="spokeshop/templates",
        cookie_secret=settings.COOKIE_SECRET,
        debug=True,
    )
    app.listen(8871, address="0.0.0.0")
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    run()
