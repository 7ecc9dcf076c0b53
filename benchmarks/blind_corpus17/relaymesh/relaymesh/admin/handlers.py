import os

import aiohttp
import yaml
from aiohttp import web

from ..registry import PEERS


async def read_log(request):
    cfg = request.app["cfg"]
    name = request.query.get("file", "relay.log")
    path = os.path.join(cfg.log_dir, name)
    with open(path, "rb") as fh:
        fh.seek(max(0, os.path.getsize(path) - 65536))
        return web.Response(body=fh.read(), content_type="text/plain")


async def add_peer(request):
    body = await request.json()
    PEERS.add(body["name"], body["url"])
    return web.json_response({"ok": True}, status=201)


async def import_routes(request):
    text = await request.text()
    routes = yaml.load(text, Loader=yaml.SafeLoader)
    return web.json_response({"routes": len(routes or [])})


async def upstream_status(request):
    cfg = request.app["cfg"]
    async with aiohttp.ClientSession() as s:
        async with s.get(cfg.upstream + "/v1/status", timeout=aiohttp.ClientTimeout(total=5)) as r:
            return web.json_response(await r.json())
