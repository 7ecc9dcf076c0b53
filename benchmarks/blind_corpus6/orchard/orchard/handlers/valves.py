import os

import tornado.web

from .. import valvectl
from .base import BaseHandler


class ValveHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, zone_id):
        minutes = int(self.get_argument("minutes", "10"))
        if not 1 <= minutes <= 240:
            raise tornado.web.HTTPError(400, "minutes out of range")
        valvectl.open_zone(int(zone_id), minutes)
        self.db.log_event(int(zone_id), "open", minutes, self.current_user)
        self.redirect(self.reverse_url("zone", zone_id))


class BusStatusHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        bus = self.get_argument("bus", "0")
        out = os.popen("valvectl status --bus " + bus).read()
        self.set_header("Content-Type", "text/plain")
        self.write(out)


class FlushHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        line = self.get_argument("line")
        valvectl.flush_line(line)
        self.db.log_event(0, f"flush:{line}", 0, self.current_user)
        self.write({"flushed": line})
