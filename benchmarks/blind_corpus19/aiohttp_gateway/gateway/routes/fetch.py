from urllib.parse import urlsplit

import aiohttp
from aiohttp import web


async def image_proxy(request):
    url = request.query["u"]
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=10)) as resp:
            body = await resp.read()
            return web.Response(body=body, content_type=resp.content_type)


async def avatar_proxy(request):
    cfg = request.app["config"]
    url = request.query["u"]
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in cfg.image_hosts:
        raise web.HTTPBadRequest(text="host not allowed")
    async with aiohttp.ClientSession() as session:
        async with session.get(url, allow_redirects=False) as resp:
            return web.Response(body=await resp.read(), content_type=resp.content_type)


async def upstream_passthrough(request):
    cfg = request.app["config"]
    base = cfg.upstreams.get(request.match_info["service"])
    if base is None:
        raise web.HTTPNotFound()
    headers = {"Authorization": "Bearer " + cfg.upstream_token}
    async with aiohttp.ClientSession(base_url=base) as session:
        async with session.get("/" + request.match_info["tail"].lstrip("/"), headers=headers, params=request.query) as resp:
            return web.Response(body=await resp.read(), status=resp.status)
