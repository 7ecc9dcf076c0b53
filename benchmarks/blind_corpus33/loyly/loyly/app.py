"""Application factory."""
import tornado.web

from . import config
from .db import Database
from .handlers import admin, kiosk, members, sessions, water


def make_app():
    routes = [
        (r"/", sessions.TimetableHandler),
        (r"/sessions", sessions.SessionListHandler),
        (r"/sessions/(\d+)/book", sessions.BookHandler),
        (r"/login", members.LoginHandler),
        (r"/logout", members.LogoutHandler),
        (r"/lang/(fi|sv|en)", members.LanguageHandler),
        (r"/members/photo", members.PhotoHandler),
        (r"/members/card/([0-9]+)", members.CardPhotoHandler),
        (r"/members/find", members.DirectoryHandler),
        (r"/water", water.WaterTemperatureHandler),
        (r"/water/buoy", water.BuoyHandler),
        (r"/water/samples", water.SamplesHandler),
        (r"/kiosk/door", kiosk.DoorPinHandler),
        (r"/kiosk/presets", kiosk.PresetHandler),
        (r"/admin/heater", admin.HeaterHandler),
        (r"/admin/heater/program", admin.HeaterProgramHandler),
        (r"/admin/profile", admin.ProfileHandler),
    ]
    return tornado.web.Application(
        routes,
        db=Database(config.DATABASE),
        admins=config.ADMINS,
        cookie_secret="b1e4f0c2d9a8475e8c3a6f5d2e1b7c90a4d3f6e8",
        login_url="/login",
        xsrf_cookies=True,
        debug=config.DEBUG,
        serve_traceback=True,
        template_path="templates",
    )
