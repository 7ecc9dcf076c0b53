import uuid
from urllib.parse import urlsplit

from aiohttp import ClientSession, ClientTimeout, web

from .. import storage

TIMEOUT = ClientTimeout(total=15)


async def _store(request, body):
    image_id = uuid.uuid4().hex
    with open(storage.path_for(request.app, image_id), "wb") as fh:
        fh.write(body)
    return web.json_response({"id": image_id}, status=201)


async def import_url(request):
    data = await request.post()
    url = data["url"]
    async with ClientSession(timeout=TIMEOUT) as session:
        async with session.get(url) as resp:
            body = await resp.read()
    return await _store(request, body)


async def import_cdn(request):
    data = await request.post()
    url = data["url"]
    parts = urlsplit(url)
    if parts.scheme != "https" or (parts.hostname or "").lower() not in request.app["cdn_hosts"]:
        raise web.HTTPBadRequest(text="only approved CDN hosts")
    async with ClientSession(timeout=TIMEOUT) as session:
        async with session.get(url, allow_redirects=False) as resp:
            body = await resp.read()
    return await _store(request, body)
