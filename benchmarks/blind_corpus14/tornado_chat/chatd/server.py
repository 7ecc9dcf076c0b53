"""Tornado application wiring."""
import os

import tornado.web

from . import settings
from .handlers.auth import LoginHandler, LogoutHandler
from .handlers.files import AttachmentDownloadHandler, UploadHandler
from .handlers.rooms import HistoryHandler, RoomHandler, RoomListHandler
from .handlers.ws import ChatSocket
from .storage import Storage


def make_app(storage=None):
    storage = storage or Storage(settings.DATABASE)
    handlers = [
        (r"/", RoomListHandler, {"storage": storage}),
        (r"/login", LoginHandler, {"storage": storage}),
        (r"/logout", LogoutHandler),
        (r"/rooms/([a-z0-9_-]+)", RoomHandler, {"storage": storage}),
        (r"/rooms/([a-z0-9_-]+)/history", HistoryHandler, {"storage": storage}),
        (r"/rooms/([a-z0-9_-]+)/upload", UploadHandler, {"storage": storage}),
        (r"/files/(.*)", AttachmentDownloadHandler, {"path": settings.UPLOAD_DIR}),
        (r"/ws/([a-z0-9_-]+)", ChatSocket, {"storage": storage}),
    ]
    return tornado.web.Application(
        handlers,
        cookie_secret=settings.COOKIE_SECRET,
        login_url="/login",
        xsrf_cookies=True,
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        static_path=os.path.join(os.path.dirname(__file__), "static"),
        debug=settings.DEBUG,
    )
