import base64
import hmac
import json
import pickle
from urllib.parse import urlsplit

import jsonpickle
import msgpack
from aiohttp import ClientSession, web

from .. import settings, util


async def subscribe(request):
    body = await request.json()
    cb = body["callback_url"]
    async with ClientSession() as s:
        async with s.post(cb, json={"type": "subscription.confirmed", "tracking_no": body["tracking_no"]}) as r:
            ok = r.status < 300
    return web.json_response({"confirmed": ok})


async def partner_subscribe(request):
    body = await request.json()
    cb = body["callback_url"]
    parts = urlsplit(cb)
    if parts.scheme != "https" or parts.hostname not in settings.PARTNER_HOSTS or parts.port not in (None, 443):
        raise web.HTTPForbidden(text="callback host not registered")
    async with ClientSession() as s:
        async with s.post(cb, json={"type": "subscription.confirmed"}, allow_redirects=False) as r:
            return web.json_response({"confirmed": r.status < 300})


async def scanner_event(request):
    raw = await request.read()
    sig = request.headers.get("X-Signature", "")
    if not hmac.compare_digest(hmac.new(settings.WEBHOOK_SIGNING_KEY, raw, "sha256").hexdigest(), sig):
        raise web.HTTPUnauthorized()
    event = json.loads(raw)
    return web.json_response({"seen": event.get("tracking_no")})


async def scanner_batch(request):
    raw = await request.read()
    events = msgpack.unpackb(raw, raw=False)
    return web.json_response({"count": len(events)})


async def legacy_sorter(request):
    payload = await request.text()
    event = jsonpickle.decode(payload)
    return web.json_response({"ok": True, "kind": type(event).__name__})


async def resume_route(request):
    data = await request.post()
    state = pickle.loads(base64.b64decode(data["state"]))
    return web.json_response({"stop": state.get("next_stop")})


async def quote(request):
    body = await request.json()
    if "rule" in body:
        price = util.apply_rule(float(body["price"]), float(body["weight_kg"]), body["rule"])
    else:
        price = util.apply_surcharge(float(body["price"]), body.get("op", "+"), body.get("amount", 0))
    return web.json_response({"price": price})
