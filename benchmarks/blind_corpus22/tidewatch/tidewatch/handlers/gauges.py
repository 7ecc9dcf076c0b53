import tornado.escape
import tornado.web

from .base import BaseHandler
from ..crypto import chart_colours


class GaugeListHandler(BaseHandler):
    def get(self):
        region = self.get_argument("region", "")
        rows = self.storage.stations_in_region(region)
        heading = tornado.escape.xhtml_escape(region or "all regions")
        self.write("<h1>Tide gauges in %s</h1>" % heading)
        for (code, name), colour in zip(rows, chart_colours(len(rows))):
            self.write("<li style='color:%s'>%s</li>" % (colour, tornado.escape.xhtml_escape(name)))


class GaugeHandler(BaseHandler):
    def get(self, code):
        station = self.storage.station(code)
        if station is None:
            raise tornado.web.HTTPError(404)
        label = self.get_argument("label", station["name"])
        hours = int(self.get_argument("hours", "24"))
        self.write("<h1>%s</h1><p>last %d h</p>" % (label, hours))
        self.render("gauge.html", station=station, readings=self.storage.readings(code, hours))


class StationCatalogueHandler(BaseHandler):
    def get(self):
        from io import BytesIO
        from ..stationxml import load_catalogue, station_by_number, station_node, parse_upload

        tree = load_catalogue(self.cfg.get("paths", "station_xml"))
        if "num" in self.get_arguments("by"):
            nodes = station_by_number(tree, self.get_argument("num"))
        else:
            nodes = station_node(tree, self.get_argument("id"))
        self.write({"found": [n.get("name") for n in nodes]})

    @tornado.web.authenticated
    def post(self):
        from io import BytesIO
        from ..stationxml import parse_upload

        self.write({"stations": parse_upload(BytesIO(self.request.body))})
