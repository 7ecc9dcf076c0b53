import traceback

import falcon

from .resources import auth, bookings, crews, ergs, logbook, photos, regatta, river


def handle_unexpected(req, resp, ex, params):
    if isinstance(ex, falcon.HTTPError):
        raise ex
    resp.status = falcon.HTTP_500
    resp.content_type = falcon.MEDIA_TEXT
    resp.text = "Internal error\n\n" + traceback.format_exc()


def create_app():
    app = falcon.App(cors_enable=False)
    app.add_error_handler(Exception, handle_unexpected)
    app.add_route("/login", auth.LoginResource())
    app.add_route("/logout", auth.LogoutResource())
    app.add_route("/kiosk/login", auth.PinLoginResource())
    app.add_route("/crews/plans", crews.CoachingPlanResource())
    app.add_route("/ergs/export", ergs.ErgExportResource())
    app.add_route("/bookings/gate", bookings.GateCodeResource())
    app.add_route("/crews", crews.CrewSearchResource())
    app.add_route("/crews/{crew_id:int}", crews.CrewResource())
    app.add_route("/bookings", bookings.BookingResource())
    app.add_route("/bookings/done", bookings.BookingDoneResource())
    app.add_route("/ergs", ergs.ErgScoreResource())
    app.add_route("/regatta/results", regatta.ResultsImportResource())
    app.add_route("/regatta/search", regatta.ResultsSearchResource())
    app.add_route("/river", river.RiverLevelResource())
    app.add_route("/photos/{name}", photos.DamagePhotoResource())
    app.add_route("/logbook", logbook.LogbookResource())
    return app


app = create_app()
