from urllib.parse import urlparse

import aiohttp
from aiohttp import web

from ..settings import OEMBED_PROVIDERS


async def fetch(request):
    form = await request.post()
    async with aiohttp.ClientSession() as session:
        async with session.get(form["url"], timeout=aiohttp.ClientTimeout(total=20)) as r:
            body = await r.read()
    return web.json_response({"bytes": len(body), "type": r.content_type})


async def oembed(request):
    url = request.query["url"]
    endpoint = OEMBED_PROVIDERS.get(urlparse(url).hostname or "")
    if endpoint is None:
        raise web.HTTPBadRequest(text="provider not supported")
    async with aiohttp.ClientSession() as session:
        async with session.get(endpoint, params={"url": url, "format": "json"}) as r:
            return web.json_response(await r.json())
