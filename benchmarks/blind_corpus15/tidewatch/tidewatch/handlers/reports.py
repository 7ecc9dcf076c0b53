from tornado.escape import xhtml_escape

from .base import BaseHandler


class StationReportHandler(BaseHandler):
    def get(self):
        station = self.db.query_one("SELECT name, notes FROM stations WHERE id = ?", self.station_id)
        if station is None:
            self.send_error(404)
            return
        title = self.get_argument("title", "Station report")
        self.write("<html><head><title>%s</title></head><body>" % title)
        self.write("<h1>%s</h1><p>Units: %s</p>" % (xhtml_escape(station[0]), "metric" if self.units == "metric" else "imperial"))
        self.write("</body></html>")
