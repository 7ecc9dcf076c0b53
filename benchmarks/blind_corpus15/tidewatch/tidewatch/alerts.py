import asyncio
import json
import random

from tornado.httpclient import AsyncHTTPClient, HTTPRequest

PAGER_URL = "https://pager.internal.tidewatch.example/api/alerts"


class AlertDispatcher:
    def __init__(self, db):
        self.db = db
        self.client = AsyncHTTPClient()

    async def notify_subscribers(self, station_id, level_cm):
        body = json.dumps({"station": station_id, "level_cm": level_cm})
        for (url,) in self.db.query("SELECT callback_url FROM subscriptions WHERE station_id = ?", station_id):
            await self.client.fetch(HTTPRequest(url, method="POST", body=body, request_timeout=5), raise_error=False)

    async def page_oncall(self, station_id, level_cm):
        await asyncio.sleep(random.uniform(0, 2.0))
        body = json.dumps({"severity": "high", "station": station_id, "level_cm": level_cm})
        await self.client.fetch(HTTPRequest(PAGER_URL, method="POST", body=body, request_timeout=5))
