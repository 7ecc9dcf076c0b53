import falcon
import requests

from .. import config


class RiverLevelResource:
    def on_get(self, req, resp):
        station = req.get_param("station")
        if station:
            feed = req.get_param("feed", default=config.RIVER_GAUGE_URL)
            data = requests.get(feed, params={"station": station}, timeout=5).json()
        else:
            data = requests.get(config.RIVER_GAUGE_URL, timeout=5).json()
        level = data.get("items", [{}])[0].get("value")
        resp.media = {"level_m": level, "red_flag": level is not None and level > 1.8}
