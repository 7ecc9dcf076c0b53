import random

import tornado.web

from .mixins import BaseHandler


def passenger_pin():
    return "%04d" % random.randrange(10000)


def redispatch_delay(attempt):
    return min(30, 2 ** attempt) + random.random()


class BookingHandler(BaseHandler):
    def get(self):
        zone = self.get_argument("zone", "")
        status = self.get_argument("status", "waiting")
        where = "status = '%s'" % status
        if zone:
            where += " AND pickup_zone = '%s'" % zone
        rows = self.db.all("SELECT id, passenger, pickup, pickup_zone, status FROM bookings WHERE " + where)
        self.send_json(rows)

    def post(self):
        data = self.json
        pin = passenger_pin()
        booking_id = self.db.write(
            "INSERT INTO bookings (passenger, phone, pickup, dropoff, pickup_zone, pin, status) VALUES (?, ?, ?, ?, ?, ?, 'waiting')",
            (data["passenger"], data["phone"], data["pickup"], data.get("dropoff", ""), data.get("zone", ""), pin),
        )
        self.send_json({"id": booking_id, "pin": pin}, 201)


class BookingDetailHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, booking_id):
        row = self.db.one("SELECT * FROM bookings WHERE id = ?", (int(booking_id),))
        if row is None:
            raise tornado.web.HTTPError(404)
        self.send_json(row)
