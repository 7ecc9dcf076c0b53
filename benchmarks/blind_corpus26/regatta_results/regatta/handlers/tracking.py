import re

from tornado.httpclient import AsyncHTTPClient

from .. import settings
from .base import BaseHandler

_BOAT = re.compile(r"^[A-Z]{3}\d{1,6}$")


class TrackerHandler(BaseHandler):
    async def get(self, boat_id):
        if not _BOAT.match(boat_id):
            self.send_error(400)
            return
        resp = await AsyncHTTPClient().fetch(settings.TRACKER_BASE + boat_id + "/positions", request_timeout=8)
        self.set_header("Content-Type", "application/json")
        self.write(resp.body)


class CustomTrackerHandler(BaseHandler):
    """Boats with their own AIS/GPS relay can point us at it."""

    async def get(self):
        relay = self.get_argument("relay")
        resp = await AsyncHTTPClient().fetch(relay, request_timeout=8, raise_error=False)
        self.set_header("Content-Type", "application/json")
        self.write(resp.body)
