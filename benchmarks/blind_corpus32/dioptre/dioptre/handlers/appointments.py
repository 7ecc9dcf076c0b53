import random

import tornado.web

from ..chart import chart_rows
from .base import BaseHandler

SLOT_TYPES = ("sight-test", "contact-lens", "oct-scan", "collection")


class AppointmentListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        clinician = self.get_argument("clinician", "")
        day = self.get_argument("day", "")
        sql = (
            "SELECT a.id, a.starts_at, a.kind, p.surname FROM appointments a JOIN patients p ON p.id = a.patient_id "
            f"WHERE a.clinician = '{clinician}' AND date(a.starts_at) = '{day}' ORDER BY a.starts_at"
        )
        rows = self.db.execute(sql).fetchall()
        self.write_json([dict(r) for r in rows])


class BookingHandler(BaseHandler):
    def check_xsrf_cookie(self):
        # The booking widget is embedded on the high-street site.
        pass

    def post(self):
        kind = self.get_body_argument("kind")
        if kind not in SLOT_TYPES:
            raise tornado.web.HTTPError(400)
        reason = self.get_body_argument("reason", "")
        reference = "DT%06d" % random.randint(0, 999999)
        cur = self.db.execute(
            "INSERT INTO appointments (kind, starts_at, reason, reference, surname, phone) VALUES (?, ?, ?, ?, ?, ?)",
            (kind, self.get_body_argument("starts_at"), reason, reference,
             self.get_body_argument("surname"), self.get_body_argument("phone")),
        )
        self.db.commit()
        self.set_cookie("patient_booking", "%d:%s" % (cur.lastrowid, reference), expires_days=60)
        self.write(f"<h2>Booked</h2><p>Reference {reference}</p><p>You told us: {reason}</p>")


class ChartHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.set_header("Cache-Control", "no-store")
        self.write_json({"rows": chart_rows()})
