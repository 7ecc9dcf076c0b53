import json

import tornado.web
from tornado.httpclient import AsyncHTTPClient

from .base import BaseHandler

OPEN_METEO = "https://api.open-meteo.com/v1/forecast"


class WeatherHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        lat = float(self.get_argument("lat", "44.06"))
        lon = float(self.get_argument("lon", "-121.31"))
        url = f"{OPEN_METEO}?latitude={lat:.4f}&longitude={lon:.4f}&hourly=precipitation,et0_fao_evapotranspiration"
        resp = await AsyncHTTPClient().fetch(url, request_timeout=15)
        data = json.loads(resp.body)
        self.write({"et0": data["hourly"]["et0_fao_evapotranspiration"][:24], "rain": data["hourly"]["precipitation"][:24]})


class StationProxyHandler(BaseHandler):
    @tornado.web.authenticated
    async def get(self):
        station_url = self.get_argument("station_url")
        resp = await AsyncHTTPClient().fetch(station_url, request_timeout=15)
        self.set_header("Content-Type", "application/json")
        self.write(resp.body)
