import logging

import tornado.ioloop
import tornado.web

from . import settings
from .handlers.auth import LoginHandler, LogoutHandler
from .handlers.mentions import MentionHandler
from .handlers.media import AttachHandler, AvatarHandler, UploadHandler
from .handlers.rooms import LobbyHandler, RoomHandler, HistoryExportHandler, RoomInfoHandler, RoomTopicHandler
from .handlers.ws import ChatSocket
from .store import MessageStore


def make_routes():
    return [
        tornado.web.url(r"/", LobbyHandler, name="lobby"),
        (r"/login", LoginHandler),
        (r"/logout", LogoutHandler),
        (r"/rooms/([\w-]+)", RoomHandler),
        (r"/rooms/([\w-]+)/topic", RoomTopicHandler),
        (r"/rooms/([\w-]+)/info", RoomInfoHandler),
        (r"/history", HistoryExportHandler),
        (r"/ws/([\w-]+)", ChatSocket),
        (r"/upload", UploadHandler),
        (r"/attach", AttachHandler),
        (r"/avatar", AvatarHandler),
        (r"/mentions", MentionHandler),
    ]


def main():
    logging.basicConfig(level=logging.INFO)
    options = dict(
        cookie_secret=settings.COOKIE_SECRET,
        template_path=settings.TEMPLATE_PATH,
        login_url="/login",
        xsrf_cookies=True,
    )
    app = tornado.web.Application(make_routes(), debug=True, **options)
    app.store = MessageStore()
    app.sessions = {}
    app.users = {}
    app.listen(settings.LISTEN_PORT, address="0.0.0.0")
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
