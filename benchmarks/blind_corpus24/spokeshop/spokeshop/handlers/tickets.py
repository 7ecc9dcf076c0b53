import tornado.web
from tornado.escape import xhtml_escape

from ..services.codes import pickup_pin, ticket_ref
from .base import BaseHandler


class BoardHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.render("board.html", tickets=self.db.open_tickets())


class NewTicketHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        pin = pickup_pin()
        tid = self.db.create_ticket(
            self.get_argument("customer"),
            self.get_argument("phone"),
            self.get_argument("bike"),
            self.get_argument("work"),
            pin,
        )
        self.set_cookie("last_pin", str(pin))
        self.redirect("/ticket/%d" % tid)


class TicketHandler(BaseHandler):
    def get(self, ticket_id):
        t = self.db.ticket(int(ticket_id))
        if t is None:
            raise tornado.web.HTTPError(404)
        if self.get_argument("format", "") == "plain":
            self.set_header("Content-Type", "text/html; charset=UTF-8")
            self.finish(f"<h2>{t['customer']}</h2><p>{t['bike']}: {t['work']}</p>")
            return
        self.render("ticket.html", t=t, ref=ticket_ref(t["id"]))


class LookupHandler(BaseHandler):
    def get(self):
        serial = self.get_argument("serial", "")
        rows = self.db.by_frame_serial(serial)
        if not rows:
            self.write("<p>No bikes with frame number %s</p>" % serial)
            return
        self.write("<ul>%s</ul>" % "".join("<li>%s</li>" % xhtml_escape(r["bike"]) for r in rows))
