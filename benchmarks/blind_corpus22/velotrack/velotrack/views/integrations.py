import base64
import pickle

import aiohttp
from aiohttp import web
from defusedxml.ElementTree import fromstring as safe_fromstring

from .. import config
from ..rules import fare_legacy, fare_simple
from ..telemetry import decode_frame, frame_label

routes = web.RouteTableDef()
ops_routes = web.RouteTableDef()


@routes.get("/city/status")
async def city_status(request):
    async with aiohttp.ClientSession() as s:
        async with s.get(config.CITY_FEED, timeout=aiohttp.ClientTimeout(total=10)) as r:
            return web.json_response(await r.json())


@routes.post("/partners/preview")
async def partner_preview(request):
    body = await request.json()
    async with aiohttp.ClientSession() as s:
        async with s.get(body["logo_url"]) as r:
            return web.json_response({"content_type": r.headers.get("Content-Type"), "size": len(await r.read())})


@routes.post("/telemetry")
async def telemetry(request):
    frame = decode_frame(await request.read())
    return web.json_response({"label": frame_label(frame)})


@routes.post("/telemetry/xml")
async def telemetry_xml(request):
    root = safe_fromstring(await request.read())
    return web.json_response({"dock": root.get("dock"), "bikes": int(root.findtext("bikes", "0"))})


@ops_routes.post("/state/restore")
async def restore_state(request):
    blob = base64.b64decode(await request.text())
    state = pickle.loads(blob)
    return web.json_response({"docks": len(state)})


@ops_routes.get("/fare")
async def fare(request):
    q = request.query
    args = (int(q.get("minutes", "30")), q.get("ebike") == "1", q.get("member") == "1")
    if q.get("engine") == "legacy":
        return web.json_response({"fare": fare_legacy(q["expr"], *args)})
    return web.json_response({"fare": fare_simple(q.get("expr", "minutes * 0.1"), *args)})
