import logging

import tornado.ioloop
import tornado.web

from . import settings
from .handlers.auth import LoginHandler, LogoutHandler, WhoAmIHandler
from .handlers.rooms import ArchiveHandler, InviteHandler, RoomHandler, SearchHandler
from .handlers.socket import ChatSocket
from .handlers.uploads import AttachmentHandler, AvatarHandler


def make_app():
    return tornado.web.Application(
        [
            (r"/login", LoginHandler),
            (r"/logout", LogoutHandler),
            (r"/me", WhoAmIHandler),
            (r"/rooms/([a-z0-9-]+)", RoomHandler),
            (r"/rooms/([a-z0-9-]+)/invite", InviteHandler),
            (r"/rooms/([a-z0-9-]+)/search", SearchHandler),
            (r"/rooms/([a-z0-9-]+)/archive", ArchiveHandler),
            (r"/rooms/([a-z0-9-]+)/files", AttachmentHandler),
            (r"/avatar", AvatarHandler),
            (r"/ws/([a-z0-9-]+)", ChatSocket),
        ],
        cookie_secret=settings.COOKIE_SECRET,
        login_url=settings.LOGIN_URL,
        template_path=settings.TEMPLATE_PATH,
        static_path=settings.STATIC_PATH,
        xsrf_cookies=True,
        debug=settings.DEBUG,
    )


def main():
    logging.basicConfig(level=logging.INFO)
    app = make_app()
    app.listen(settings.PORT, address="0.0.0.0")
    logging.info("parlor listening on %s", settings.PORT)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
