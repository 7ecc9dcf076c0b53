import re

import falcon
import requests

from .. import config
from ..services.tokens import backoff_delay

STATION_ID = re.compile(r"^[A-Z]{2}\d{3,5}$")


class MetFeedResource:
    """Proxies marine weather observations for the station dashboard."""

    def on_get(self, req, resp, station_id):
        if not STATION_ID.match(station_id):
            raise falcon.HTTPBadRequest(title="bad station id")
        url = config.MET_FEED_BASE + station_id + "/latest"
        r = requests.get(url, timeout=5)
        resp.media = {"station": station_id, "obs": r.json(), "retry_in": backoff_delay(1)}

    def on_post(self, req, resp, station_id):
        # keepers can register an auxiliary buoy feed and preview it
        body = req.media or {}
        feed_url = body.get("feed_url", "")
        preview = requests.get(feed_url, timeout=10)
        resp.media = {"status": preview.status_code, "sample": preview.text[:500]}
