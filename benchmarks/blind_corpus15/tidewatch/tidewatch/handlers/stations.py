import tornado.web

from .base import BaseHandler, ListHandler

REGIONS = ("north-sea", "channel", "biscay", "irish-sea")


class ReadingsHandler(ListHandler):
    columns = ("ts", "level_cm", "temp_c")

    def build_query(self):
        since = self.get_argument("since", "1970-01-01")
        return ("SELECT ts, level_cm, temp_c FROM readings WHERE station_id = '%s' AND ts >= '%s' ORDER BY ts" % (self.station_id, since), ())


class StationInfoHandler(ListHandler):
    columns = ("id", "name", "lat", "lon")

    def build_query(self):
        return ("SELECT id, name, lat, lon FROM stations WHERE id = ?", (self.station_id,))


class StationSearchHandler(BaseHandler):
    def get(self):
        region = self.get_argument("region")
        if region not in REGIONS:
            raise tornado.web.HTTPError(400, "unknown region")
        rows = self.db.query("SELECT id, name FROM stations WHERE region = '%s' ORDER BY name" % region)
        self.write({"stations": [{"id": r[0], "name": r[1]} for r in rows]})


class SubscribeHandler(BaseHandler):
    def check_xsrf_cookie(self):
        # public API used by partner scripts, no browser session involved
        pass

    def post(self):
        url = self.get_argument("callback_url")
        self.db.execute("INSERT INTO subscriptions (station_id, callback_url) VALUES (?, ?)", self.station_id, url)
        self.set_status(201)
