from urllib.parse import urlsplit

from aiohttp import web

from .. import config


async def proxy(request):
    url = request.query["url"]
    async with request.app["http"].get(url) as resp:
        return web.Response(body=await resp.read(), content_type=resp.content_type)


async def proxy_checked(request):
    url = request.query["url"]
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in config.AVATAR_HOSTS:
        raise web.HTTPBadRequest(text="host not allowed")
    async with request.app["http"].get(url, allow_redirects=False) as resp:
        return web.Response(body=await resp.read(), content_type=resp.content_type)
