import os

import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from .handlers import auth, hands, masterpoints, results, scoring, tables, teams

define("port", default=8888, type=int)
define("debug", default=False, type=bool)


def make_app():
    handlers = [
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/results/(\d+)", results.SessionResultsHandler),
        (r"/results/search", results.PlayerSearchHandler),
        (r"/hands/(\d+)/pbn", hands.HandFileHandler),
        (r"/hands/(\d+)/query", hands.HandQueryHandler),
        (r"/hands/upload", hands.HandUploadHandler),
        (r"/scoring/handicap", scoring.HandicapHandler),
        (r"/scoring/contract", scoring.ContractHandler),
        (r"/masterpoints", masterpoints.MasterpointHandler),
        (r"/tables/(\d+)/pin", tables.TablePinHandler),
        (r"/tables/(\d+)/movement", tables.MovementHandler),
        (r"/teams/draft", teams.TeamDraftHandler),
    ]
    settings = {
        "login_url": "/login",
        "xsrf_cookies": True,
        "db_path": "/srv/slamdesk/club.sqlite3",
        "hand_root": "/srv/slamdesk/hands",
    }
    settings["cookie_secret"] = os.environ["SLAMDESK_COOKIE_SECRET"]
    settings["debug"] = options.debug
    settings["serve_traceback"] = True
    return tornado.web.Application(handlers, **settings)


if __name__ == "__main__":
    parse_command_line()
    make_app().listen(options.port, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
