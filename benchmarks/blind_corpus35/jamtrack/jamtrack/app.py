import tornado.web

from .config import COOKIE_SECRET, options
from .db import Repo
from .handlers.auth import LoginHandler, LogoutHandler
from .handlers.bouts import BoutSummaryHandler, ExportHandler, StatsbookUploadHandler
from .handlers.media import FootageHandler, FootageImportHandler, HighlightHandler, RosterRestoreHandler
from .handlers.penalties import BenchCalcHandler, PenaltyHandler
from .handlers.skaters import NameCheckHandler, SkaterCardHandler, SkaterSearchHandler


def make_app():
    routes = [
        (r"/login", LoginHandler),
        (r"/logout", LogoutHandler),
        (r"/skaters", SkaterSearchHandler),
        (r"/skaters/name-check", NameCheckHandler),
        (r"/skaters/(home|away)/(\d{1,4})", SkaterCardHandler),
        (r"/bouts/(\d+)", BoutSummaryHandler),
        (r"/bouts/(\d+)/penalties", PenaltyHandler),
        (r"/bouts/(\d+)/statsbook", StatsbookUploadHandler),
        (r"/bouts/(\d+)/export", ExportHandler),
        (r"/bench/calc", BenchCalcHandler),
        (r"/footage/([^/]+)", FootageHandler),
        (r"/footage/([^/]+)/highlight", HighlightHandler),
        (r"/admin/footage/import", FootageImportHandler),
        (r"/admin/roster/restore", RosterRestoreHandler),
    ]
    return tornado.web.Application(
        routes,
        repo=Repo(options.db_path),
        cookie_secret=COOKIE_SECRET,
        xsrf_cookies=True,
        debug=options.debug,
    )
