import hashlib
import hmac

import tornado.ioloop
import tornado.web
from tornado.options import options, parse_command_line

from . import handlers, settings


class AdminApp(tornado.web.Application):
    def __init__(self):
        routes = [
            tornado.web.url(r"/login", handlers.LoginHandler, name="login"),
            tornado.web.url(r"/logout", handlers.LogoutHandler, name="logout"),
            (r"/item/([^/]+)", handlers.ItemHandler),
            (r"/search", handlers.SearchHandler),
            (r"/supplier/feed", handlers.SupplierFeedHandler),
            (r"/supplier/(\d+)/sync", handlers.SupplierSyncHandler),
            (r"/export", handlers.ExportHandler),
            (r"/archive", handlers.ArchiveHandler),
        ]
        super().__init__(routes, debug=True,
                         template_path=settings.TEMPLATE_PATH, static_path=settings.STATIC_PATH,
                         cookie_secret=settings.COOKIE_SECRET, login_url="/login", xsrf_cookies=True)

    @staticmethod
    def check_pw(password, stored):
        salt, digest = stored.split("$", 1)
        calc = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 200000).hex()
        return hmac.compare_digest(calc, digest)


def main():
    parse_command_line()
    app = AdminApp()
    app.listen(options.port, xheaders=True)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
