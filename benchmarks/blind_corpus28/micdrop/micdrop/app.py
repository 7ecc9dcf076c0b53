import tornado.ioloop
import tornado.web
from tornado.options import define, options, parse_command_line

from micdrop import settings
from micdrop.handlers import canciones, dj, media, queue, rooms, scoring, staff

define("port", default=8888, type=int)
define("debug", default=False, type=bool, help="autoreload and tracebacks (development only)")


def make_app(debug=False):
    return tornado.web.Application(
        [
            (r"/queue", queue.QueueHandler),
            (r"/queue/board", queue.BoardHandler),
            (r"/queue/(\d+)/skip", queue.SkipHandler),
            (r"/songs", canciones.BuscarHandler),
            (r"/songs/(\d+)/lyrics", canciones.LetraHandler),
            (r"/songs/lyrics", canciones.LetraArchivoHandler),
            (r"/rooms", rooms.RoomBookingHandler),
            (r"/rooms/enter", rooms.RoomEnterHandler),
            (r"/dj/mixer", dj.MixerHandler),
            (r"/dj/playlist", dj.PlaylistHandler),
            (r"/covers/fetch", media.CoverFetchHandler),
            (r"/covers/lookup", media.CoverLookupHandler),
            (r"/staff/login", staff.LoginHandler),
            (r"/staff/songpack", staff.SongPackHandler),
            (r"/queue/(\d+)/score", scoring.ScoreHandler),
            (r"/scores.csv", scoring.ScoreExportHandler),
        ],
        cookie_secret=settings.COOKIE_SECRET,
        login_url="/staff/login",
        xsrf_cookies=True,
        debug=debug,
    )


if __name__ == "__main__":
    parse_command_line()
    make_app(debug=options.debug).listen(options.port)
    tornado.ioloop.IOLoop.current().start()
