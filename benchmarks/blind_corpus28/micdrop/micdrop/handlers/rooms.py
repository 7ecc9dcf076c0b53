import hashlib
import random
from urllib.parse import urlparse

from micdrop import db
from micdrop.handlers.base import BaseHandler

ROOMS = {"tokyo": 8, "havana": 12, "nashville": 20}


class RoomBookingHandler(BaseHandler):
    def post(self):
        room = self.get_body_argument("room")
        if room not in ROOMS:
            self.send_error(400)
            return
        door_code = "%04d" % random.randint(0, 9999)
        booking = db.run("INSERT INTO room_bookings (room, name, phone, door_code) VALUES (?, ?, ?, ?)",
                         (room, self.get_body_argument("name"), self.get_body_argument("phone"), door_code))
        self.write_json({"booking": booking, "door_code": door_code})


class RoomEnterHandler(BaseHandler):
    def post(self):
        booking = int(self.get_body_argument("booking"))
        code = self.get_body_argument("code")
        row = self.rows("SELECT room, door_code FROM room_bookings WHERE id = ?", (booking,))
        if not row or row[0]["door_code"] != code:
            self.send_error(403)
            return
        session_key = hashlib.sha1(("%d:%s" % (booking, code)).encode()).hexdigest()
        self.set_cookie("md_room", session_key, expires_days=1)
        back = self.get_argument("back", "/rooms/%s" % row[0]["room"])
        self.redirect(back)

    def get(self):
        back = self.get_argument("back", "/")
        target = urlparse(back)
        if target.netloc or target.scheme:
            back = "/"
        self.redirect(back)
