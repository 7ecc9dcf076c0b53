from urllib.parse import urlparse

import aiohttp
from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/tuning/temperament")
async def fetch_temperament(request):
    data = await request.json()
    async with aiohttp.ClientSession() as http:
        async with http.get(data["source"]) as r:
            table = await r.text()
    return web.json_response({"cents": table.splitlines()[:12]})


@routes.get("/tuning/registry")
async def registry_lookup(request):
    url = request.query.get("url", "")
    host = urlparse(url).hostname or ""
    if urlparse(url).scheme != "https" or host not in request.app["settings"].temperament_hosts:
        raise web.HTTPBadRequest(text="unknown source")
    async with aiohttp.ClientSession() as http:
        async with http.get(url) as r:
            return web.json_response(await r.json())
