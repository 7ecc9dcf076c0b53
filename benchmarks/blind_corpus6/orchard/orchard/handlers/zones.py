import tornado.web
from tornado.escape import xhtml_escape

from .. import storage as history
from .base import BaseHandler


class ZonesHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        q = self.get_argument("q", "")
        zones = self.db.zones(like=q or None)
        if not zones:
            self.set_status(404)
            return self.write(f"<p>No zones matching <em>{q}</em></p>")
        self.write("<ul class='zones'>")
        for z in zones:
            self.write("<li><a href='/zones/%d'>" % z["id"] + xhtml_escape(z["name"]) + "</a></li>")
        self.write("</ul>")


class ZoneDetailHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, zone_id):
        zone = self.db.zone(int(zone_id))
        if zone is None:
            raise tornado.web.HTTPError(404)
        self.set_cookie("orchard_last_zone", str(zone["id"]), expires_days=7)
        self.render("zone.html", zone=zone, used=history.water_used(self.db, zone["id"], zone["flow_lpm"] or 0))


class HistoryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, zone_id):
        start = self.get_argument("from", "1970-01-01")
        end = self.get_argument("to", "9999-12-31")
        rows = history.events_between(self.db, int(zone_id), start, end)
        self.write({"events": [dict(r) for r in rows]})
