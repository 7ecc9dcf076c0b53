import random
import secrets

import web

from .. import model

ALLOWED_RETURN = {"/shows", "/bookings/mine", "/"}


class Book:
    def POST(self):
        form = web.input(school="", show_id="0", seats="1", next="/bookings/mine")
        ref = "MN-%05d" % random.randint(0, 99999)
        model.add_booking(form.school, int(form.show_id), int(form.seats), ref)
        web.setcookie("mn_booking", ref, expires=3600 * 24 * 30)
        raise web.seeother(form.next)


class Seating:
    def GET(self):
        params = web.input(seats="30")
        order = list(range(1, int(params.seats) + 1))
        random.shuffle(order)
        return ",".join(map(str, order))


class Mine:
    def GET(self):
        ref = web.cookies().get("mn_booking")
        booking = model.booking_by_ref(ref) if ref else None
        web.header("Content-Type", "text/plain; charset=utf-8")
        return "no booking" if booking is None else "booking %s for %s" % (booking.ref, booking.school)


class Language:
    def GET(self):
        params = web.input(lang="en", back="/")
        web.setcookie("mn_lang", params.lang[:5], secure=True, httponly=True, samesite="Lax")
        target = params.back if params.back in ALLOWED_RETURN else "/"
        raise web.seeother(target)


class CrewToken:
    def POST(self):
        return secrets.token_urlsafe(20)
