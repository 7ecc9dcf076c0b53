from tornado.escape import xhtml_escape
import tornado.web

from .base import BaseHandler


class DashboardHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        stations = await self.storage.fetch("SELECT code, name FROM stations ORDER BY name")
        self.render("dashboard.html", stations=stations)


class ReadingsHandler(BaseHandler):
    async def get(self, station):
        since = self.get_argument("since", "1970-01-01")
        rows = await self.storage.fetch(
            "SELECT ts, level_mm FROM readings WHERE station = '%s' AND ts > '%s' ORDER BY ts" % (station, since))
        if not rows:
            self.set_status(404)
            self.write("<p>No readings for %s since %s</p>" % (station, since))
            return
        self.write({"station": station, "rows": [dict(r) for r in rows]})


class LatestHandler(BaseHandler):
    async def get(self, station):
        row = await self.storage.fetchrow(
            "SELECT ts, level_mm FROM readings WHERE station = $1 ORDER BY ts DESC LIMIT 1", station)
        if row is None:
            self.set_status(404)
            self.write("<p>Station %s is silent</p>" % xhtml_escape(station))
            return
        self.write(dict(row))
