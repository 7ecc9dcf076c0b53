import psycopg2
import tornado.web

from .handlers import agents, bookings, fares, manifest, timetable, vehicles
from .settings import options


def make_app():
    routes = [
        (r"/bookings", bookings.BookingSearchHandler),
        (r"/bookings/new", bookings.NewBookingHandler),
        (r"/bookings/([A-Z0-9]{6})", bookings.BookingHandler),
        (r"/timetable", timetable.TimetableHandler),
        (r"/manifests/upload", manifest.ManifestUploadHandler),
        (r"/manifests/file", manifest.ManifestDownloadHandler),
        (r"/manifests/archive/(\d{4})/([\w.-]+)", manifest.ManifestArchiveHandler),
        (r"/agents/login", agents.AgentLoginHandler),
        (r"/staff/login", agents.StaffLoginHandler),
        (r"/staff/logout", agents.LogoutHandler),
        (r"/crew/vessel", agents.CrewByVesselHandler),
        (r"/crew/phone", agents.CrewByPhoneHandler),
        (r"/agents/basket", agents.BasketHandler),
        (r"/vehicles", vehicles.VehicleHandler),
        (r"/fares/promo", fares.PromoHandler),
        (r"/fares/season/(\w+)", fares.SeasonFareHandler),
    ]
    app = tornado.web.Application(
        routes,
        cookie_secret=options.cookie_secret,
        login_url="/staff/login",
        xsrf_cookies=False,
        debug=options.debug,
        serve_traceback=True,
        template_path="templates",
    )
    app.db = psycopg2.connect(options.dsn)
    return app
