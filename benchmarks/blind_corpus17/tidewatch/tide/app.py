import os

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from .handlers import api, auth, graphs, search, stations

define("port", default=8888, type=int)
define("debug", default=True, type=bool, help="autoreload and tracebacks")

COOKIE_SECRET = "tw-3b9e7a10c4d2f5e86a1b0c9d7e2f4a35"


def make_app():
    return tornado.web.Application(
        [
            (r"/", search.IndexHandler),
            (r"/search", search.SearchHandler),
            (r"/search/plain", search.PlainSearchHandler),
            (r"/login", auth.LoginHandler),
            (r"/logout", auth.LogoutHandler),
            (r"/graph/([^/]+)", graphs.GraphHandler),
            (r"/raw/([A-Z0-9]{4,8})", graphs.RawHandler),
            (r"/api/levels", api.LevelsHandler),
            (r"/stations/meta", stations.StationMetaHandler),
            (r"/stations/import", stations.FeedImportHandler),
            (r"/stations/share", stations.ShareLinkHandler),
            (r"/api/tokens", api.ApiTokenHandler),
        ],
        cookie_secret=COOKIE_SECRET,
        xsrf_cookies=True,
        login_url="/login",
        template_path=os.path.join(os.path.dirname(__file__), "templates"),
        debug=options.debug,
    )


def main():
    parse_command_line()
    make_app().listen(options.port)
    tornado.ioloop.IOLoop.current().start()


if __name__ == "__main__":
    main()
