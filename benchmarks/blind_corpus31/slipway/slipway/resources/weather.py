from urllib.parse import quote, urljoin

import requests


class Forecast:
    def __init__(self, cfg):
        self.cfg = cfg

    def on_get(self, req, resp):
        area = quote(req.get_param("area", default="plymouth"), safe="")
        url = urljoin(self.cfg["met_base"], "inshore/" + area)
        resp.media = requests.get(url, timeout=8).json()

    def on_post(self, req, resp):
        station = req.media.get("buoy_url", "")
        resp.media = {"raw": requests.get(station, timeout=8).text[:4096]}
