import hashlib
import json

import aiohttp
from aiohttp import web

from .. import settings

routes = web.RouteTableDef()
_cache = {}


def _cache_key(*parts):
    return hashlib.sha1(json.dumps(parts, sort_keys=True).encode()).hexdigest()


@routes.get("/proxy/{source}/query")
async def proxy_named(request):
    base = settings.DATASOURCES.get(request.match_info["source"])
    if base is None:
        raise web.HTTPNotFound(text="unknown datasource")
    params = {"query": request.query.get("q", "up")}
    key = _cache_key(base, params)
    if key not in _cache:
        async with aiohttp.ClientSession() as session:
            async with session.get(base + "/api/v1/query", params=params) as resp:
                _cache[key] = await resp.json()
    return web.json_response(_cache[key])


@routes.get("/proxy/adhoc")
async def proxy_adhoc(request):
    target = request.query["datasource"].rstrip("/")
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{target}/api/v1/query", params={"query": request.query.get("q", "up")}) as resp:
            return web.Response(body=await resp.read(), content_type=resp.content_type)
