import os

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from chat.handlers import admin, auth, chat as chat_handlers, preview, rooms, search, upload

define("port", default=8888, type=int)
define("debug", default=False, type=bool)
define("upload_path", default="/srv/chat/uploads")


def make_app():
    settings = dict(
        cookie_secret="7f3c1a9e5b2d48e0b6a4c2f19d8e7a63c5b1f0e2d4a69788",
        login_url="/login",
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        xsrf_cookies=True,
        debug=options.debug,
        upload_path=options.upload_path,
    )
    return tornado.web.Application(
        [
            (r"/login", auth.LoginHandler),
            (r"/logout", auth.LogoutHandler),
            (r"/rooms/([a-z0-9_-]+)", rooms.RoomHistoryHandler),
            (r"/users/([a-z0-9_-]+)", rooms.UserHistoryHandler),
            (r"/preview", preview.LinkPreviewHandler),
            (r"/avatar", preview.AvatarProxyHandler),
            (r"/search", search.SearchHandler),
            (r"/search/legacy", search.LegacySearchHandler),
            (r"/admin/logs", admin.LogTailHandler),
            (r"/admin/archive", admin.ArchiveHandler),
            (r"/upload", upload.UploadHandler),
            (r"/ws", chat_handlers.ChatSocket),
            (r"/.*[^/]", rooms.TrailingSlashHandler),
        ],
        **settings
    )


if __name__ == "__main__":
    parse_command_line()
    make_app().listen(options.port)
    tornado.ioloop.IOLoop.current().start()
