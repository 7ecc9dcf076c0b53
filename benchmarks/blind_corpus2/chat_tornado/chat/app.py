import asyncio

import tornado.web
from tornado.options import define, options, parse_command_line

from . import db
from .handlers import (AvatarHandler, LoginHandler, LogoutHandler, MessagesHandler,
                       MessagesPageHandler, RoomHistoryHandler, RoomSearchHandler)
from .handlers.rooms import RoomMembersHandler
from .ws import ChatSocket

define("port", default=8888, type=int)
define("debug", default=False, type=bool, help="autoreload and tracebacks (development only)")


COOKIE_SECRET = "9b2f4d1c8e7a6b5f3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f"

ROUTES = [
    (r"/login", LoginHandler),
    (r"/logout", LogoutHandler),
    (r"/rooms/search", RoomSearchHandler),
    (r"/rooms/(\d+)/history", RoomHistoryHandler),
    (r"/rooms/(\d+)/members", RoomMembersHandler),
    (r"/rooms/(\d+)/messages", MessagesHandler),
    (r"/rooms/(\d+)/page", MessagesPageHandler),
    (r"/me/avatar", AvatarHandler),
    (r"/ws/(\w+)", ChatSocket),
]


def make_app(conn):
    common = dict(db=conn, template_path="chat/templates", login_url="/login", xsrf_cookies=True)
    return tornado.web.Application(ROUTES, cookie_secret=COOKIE_SECRET, debug=options.debug, **common)


async def main():
    parse_command_line()
    conn = await db.connect()
    app = make_app(conn)
    app.listen(options.port)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
