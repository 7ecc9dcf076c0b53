import json
import os

import tornado.web
from tornado.escape import xhtml_escape

from ..storage import export_csv
from .base import BaseHandler


class BuoyListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        limit = int(self.get_argument("limit", "50"))
        rows = self.db.execute("SELECT station, name, lat, lon FROM buoys ORDER BY name LIMIT %d" % limit).fetchall()
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps([dict(zip(("station", "name", "lat", "lon"), r)) for r in rows]))


class BuoyHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, station):
        row = self.db.execute("SELECT name, status FROM buoys WHERE station = ?", (station,)).fetchone()
        if row is None:
            raise tornado.web.HTTPError(404)
        label = self.get_argument("label", row[0])
        self.write("<h3>Station %s</h3><p>%s</p>" % (xhtml_escape(label), xhtml_escape(row[1])))


class HistoryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, station):
        sensor = self.get_argument("sensor", "wave_height")
        rows = self.db.execute(
            f"SELECT ts, value FROM readings WHERE station = '{station}' AND sensor = '{sensor}' ORDER BY ts"
        ).fetchall()
        if self.get_argument("format", "") == "csv":
            path = export_csv(station, rows)
            self.write({"download": path})
            return
        title = self.get_argument("title", sensor)
        self.write("<h4>%s history</h4><pre>%s</pre>" % (title, "\n".join("%s %s" % r for r in rows)))


class TileHandler(BaseHandler):
    def get(self, tile_path):
        tile_dir = self.cfg.get("server", "tile_dir", fallback="/var/lib/beaconhub/tiles")
        full = os.path.join(tile_dir, tile_path)
        with open(full, "rb") as fh:
            self.set_header("Content-Type", "image/png")
            self.write(fh.read())
