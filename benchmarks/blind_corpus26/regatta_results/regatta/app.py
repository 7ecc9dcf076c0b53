import tornado.ioloop
import tornado.web
from tornado.options import options, parse_command_line

from . import settings
from .handlers import auth, entries, handicap, imports, results, tracking


def make_app():
    routes = [
        (r"/login", auth.LoginHandler),
        (r"/logout", auth.LogoutHandler),
        (r"/officer/login", auth.OfficerLoginHandler),
        (r"/fleets/(\w+)", auth.FleetHandler),
        (r"/results", results.ResultsHandler),
        (r"/results/club", results.ClubBannerHandler),
        (r"/entries", entries.EntryHandler),
        (r"/entries/(\d+)/certificate", entries.CertificateHandler),
        (r"/entries/(\d+)/certificate/archive", entries.CertificateArchiveHandler),
        (r"/scoring/series", handicap.SeriesScoringHandler),
        (r"/handicap", handicap.HandicapHandler),
        (r"/tracking/(\w+)", tracking.TrackerHandler),
        (r"/tracking/custom", tracking.CustomTrackerHandler),
        (r"/import/sailwave", imports.SailwaveImportHandler),
        (r"/import/course", imports.CourseHandler),
    ]
    cfg = dict(settings.APP_SETTINGS)
    cfg.update(settings.traceback_setting())
    return tornado.web.Application(routes, **cfg)


if __name__ == "__main__":
    parse_command_line()
    app = make_app()
    app.listen(options.port)
    tornado.ioloop.IOLoop.current().start()
