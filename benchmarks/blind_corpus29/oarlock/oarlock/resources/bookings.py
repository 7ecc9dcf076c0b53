from urllib.parse import urlparse

import falcon

from .. import config, db
from ..hooks import require_member
from ..services import tokens


class BookingResource:
    @falcon.before(require_member)
    def on_post(self, req, resp):
        form = req.get_media()
        ref = tokens.booking_reference()
        db.run("INSERT INTO bookings (ref, boat_id, member, starts) VALUES (?, ?, ?, ?)",
               (ref, form["boat_id"], req.context.member, form["starts"]))
        back = form.get("return_to") or "/bookings"
        raise falcon.HTTPSeeOther(back)


class BookingDoneResource:
    def on_get(self, req, resp):
        target = req.get_param("next", default="/bookings")
        parts = urlparse(target)
        if parts.scheme or parts.netloc or parts.path not in config.ALLOWED_RETURN_PATHS:
            target = "/bookings"
        raise falcon.HTTPSeeOther(target)


class GateCodeResource:
    @falcon.before(require_member)
    def on_post(self, req, resp):
        code = tokens.gate_code()
        db.run("INSERT INTO gate_codes (member, code) VALUES (?, ?)", (req.context.member, code))
        resp.media = {"code": code}
