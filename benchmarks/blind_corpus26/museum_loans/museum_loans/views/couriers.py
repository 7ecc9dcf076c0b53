"""Courier tracking for objects in transit."""
import re

import aiohttp
from aiohttp import web

from .. import settings
from . import routes

_SHIPMENT = re.compile(r"^[A-Z]{3}-\d{6}$")


@routes.view("/couriers/track/{shipment}")
class TrackingView(web.View):
    async def get(self):
        shipment = self.request.match_info["shipment"]
        if not _SHIPMENT.match(shipment):
            raise web.HTTPBadRequest()
        async with aiohttp.ClientSession() as client:
            async with client.get(f"{settings.COURIER_API}/shipments/{shipment}") as r:
                return web.json_response(await r.json())


@routes.view("/couriers/webhook-test")
class WebhookTestView(web.View):
    """Lets a borrower check that their receiving system's webhook endpoint works."""

    async def post(self):
        body = await self.request.json()
        endpoint = body["endpoint"]
        async with aiohttp.ClientSession() as client:
            async with client.post(endpoint, json={"event": "ping", "loan": body.get("loan")}) as r:
                text = await r.text()
        return web.json_response({"status": r.status, "body": text[:2000]})
