"""Pushes storm alerts to subscribers' webhooks."""
import json

from tornado.httpclient import AsyncHTTPClient, HTTPRequest

NOAA_ALERTS = "https://api.weather.gov/alerts/active"


async def latest_alerts(area):
    client = AsyncHTTPClient()
    resp = await client.fetch(f"{NOAA_ALERTS}?area={area[:2].upper()}", headers={"User-Agent": "beaconhub/1.4"})
    return json.loads(resp.body)


async def push_to_subscribers(db, alert):
    client = AsyncHTTPClient()
    for (url,) in db.execute("SELECT webhook_url FROM subscribers WHERE active = 1"):
        req = HTTPRequest(url, method="POST", body=json.dumps(alert), request_timeout=5)
        await client.fetch(req, raise_error=False)
