import tornado.web
from tornado.escape import xhtml_escape

from ..base import BaseHandler
from ..boarding import render_pass
from ..settings import options


class BookingSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        surname = self.get_argument("surname", "")
        sailing = self.get_argument("sailing", "")
        with self.db.cursor() as cur:
            cur.execute(
                "SELECT ref, surname, adults, children, vehicle FROM booking "
                "WHERE surname ILIKE '%%%s%%' AND sailing_id = '%s'" % (surname, sailing)
            )
            rows = cur.fetchall()
        self.write_json([dict(zip(("ref", "surname", "adults", "children", "vehicle"), r)) for r in rows])


class BookingHandler(BaseHandler):
    def get(self, ref):
        with self.db.cursor() as cur:
            cur.execute("SELECT ref, surname, sailing_id, adults FROM booking WHERE ref = %s", (ref,))
            row = cur.fetchone()
        if row is None:
            raise tornado.web.HTTPError(404)
        self.write(
            "<h1>Réservation %s</h1><p>%s &middot; %d adulte(s)</p>" % (row[0], xhtml_escape(row[1]), row[3])
        )


class NewBookingHandler(BaseHandler):
    def post(self):
        from ..handlers.vehicles import booking_reference

        name = self.get_body_argument("name")
        sailing = int(self.get_body_argument("sailing"))
        adults = int(self.get_body_argument("adults", "1"))
        ref = booking_reference()
        with self.db.cursor() as cur:
            cur.execute(
                "INSERT INTO booking (ref, surname, sailing_id, adults) VALUES (%s, %s, %s, %s)", (ref, name, sailing, adults)
            )
        self.db.commit()
        render_pass(ref, name, options.pass_dir)
        self.write("<p>Merci %s ! Votre référence : <b>%s</b></p>" % (name, ref))
