import falcon

from . import hooks, render


class GoSection:
    def on_get(self, req, resp, section):
        render.to_section(section)


class Back:
    def on_get(self, req, resp):
        render.back_or_bookings(req)


def create_app():
    from .resources import account, bookings, vaccines, webcam

    app = falcon.App(middleware=[hooks.RequestLogger()])
    app.add_error_handler(Exception, hooks.error_handler)

    app.add_route("/bookings", bookings.BookingCollection())
    app.add_route("/bookings/{ref}", bookings.BookingPage())
    app.add_route("/staff/login", account.StaffLogin())
    roster = account.StaffRoster()
    app.add_route("/staff/roster", roster)
    app.add_route("/staff/roster/by-mail", roster, suffix="by_mail")
    app.add_route("/owner/login", account.OwnerLogin())
    ret = account.ReturnTo()
    app.add_route("/return", ret)
    app.add_route("/return/strip", ret, suffix="strip")
    app.add_route("/return/checked", ret, suffix="checked")
    app.add_route("/prefs", account.Prefs())
    app.add_route("/go/{section}", GoSection())
    app.add_route("/back", Back())
    app.add_route("/vaccines", vaccines.VaccineUpload())
    check = vaccines.VaccineCheck()
    app.add_route("/vaccines/check", check)
    app.add_route("/vaccines/owner", check, suffix="owner")
    app.add_route("/vaccines/vet", check, suffix="vet")
    app.add_route("/cams/owner", webcam.OwnerCam())
    app.add_route("/cams/play", webcam.PlayCam())
    app.add_route("/cams/{cam_id}", webcam.Snapshot())
    return app


app = create_app()
