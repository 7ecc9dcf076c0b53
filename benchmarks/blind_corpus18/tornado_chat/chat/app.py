import os

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from .handlers import auth, rooms, media, proxy
from .storage import Storage

define("port", default=8888, type=int)
define("debug", default=False, type=bool)
define("db", default="/var/lib/chat/chat.db")


def make_app(storage):
    settings = dict(
        cookie_secret="8a1f0c7e4b9d2f6a3c5e7b9d1f3a5c7e",
        login_url="/login",
        xsrf_cookies=True,
        debug=options.debug,
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
    )
    return tornado.web.Application([
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/room/([a-z0-9_-]+)", rooms.RoomHandler),
        (r"/room/([a-z0-9_-]+)/search", rooms.SearchHandler),
        (r"/media/(.*)", media.MediaHandler),
        (r"/avatar/(.*)", media.AvatarHandler),
        (r"/unfurl", proxy.UnfurlHandler),
        (r"/preview", proxy.PreviewHandler),
    ], storage=storage, **settings)


def main():
    parse_command_line()
    app = make_app(Storage(options.db))
    app.listen(options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
