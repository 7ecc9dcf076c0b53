from tornado.httpclient import AsyncHTTPClient
import tornado.web

from .base import BaseHandler

STATION_FEEDS = {
    1: "https://tides.noaa.example/api/station/8443970.json",
    2: "https://tides.noaa.example/api/station/8447930.json",
    3: "https://hydro.ca.example/feeds/08HA003.json",
}


class ProxyHandler(BaseHandler):
    async def get(self):
        url = self.get_argument("url")
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10)
        self.set_header("Content-Type", resp.headers.get("Content-Type", "application/json"))
        self.write(resp.body)


class StationFeedHandler(BaseHandler):
    async def get(self, station_id):
        url = STATION_FEEDS.get(int(station_id))
        if url is None:
            raise tornado.web.HTTPError(404)
        resp = await AsyncHTTPClient().fetch(url, request_timeout=10)
        self.write(resp.body)
