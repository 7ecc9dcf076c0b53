"""Harbour water temperature and bathing-water quality for the plunge ladder."""
import json

import tornado.web
from tornado.httpclient import AsyncHTTPClient

from .. import config
from ..services import bathing
from .base import BaseHandler


class WaterTemperatureHandler(BaseHandler):
    async def get(self):
        station = int(self.get_argument("station", "100540"))
        resp = await AsyncHTTPClient().fetch(config.FMI_URL.format(station=station), request_timeout=8)
        readings = json.loads(resp.body)
        self.write_json({"station": station, "latest": readings[-1] if readings else None})


class BuoyHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        resp = await AsyncHTTPClient().fetch(self.get_argument("buoy"), request_timeout=8)
        self.write_json({"status": resp.code, "reading": resp.body.decode(errors="replace")[:300]})


class SamplesHandler(BaseHandler):
    async def get(self):
        site = self.get_argument("site", "Hernesaari")
        if self.get_argument("mode", "") == "classified":
            self.write_json(bathing.samples_with_class(self.get_argument("class", "excellent")))
        else:
            self.write_json(bathing.samples_for_site(site))
