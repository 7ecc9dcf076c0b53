import os
import uuid
from urllib.parse import urlparse

import aiohttp
from aiohttp import web

from .. import settings

PHOTO_DIR = os.path.join(settings.BASE_DIR, "photos")


async def _store(content, ext=".jpg"):
    os.makedirs(PHOTO_DIR, exist_ok=True)
    name = uuid.uuid4().hex + ext
    with open(os.path.join(PHOTO_DIR, name), "wb") as fh:
        fh.write(content)
    return name


async def import_photo(request):
    """Clerks paste a product photo URL; we copy the image locally."""
    form = await request.post()
    photo_url = form.get("url", "")
    async with aiohttp.ClientSession() as session:
        async with session.get(photo_url, timeout=aiohttp.ClientTimeout(total=10)) as resp:
            if resp.status != 200:
                raise web.HTTPBadGateway(text="could not fetch photo")
            content = await resp.read()
    name = await _store(content)
    return web.json_response({"photo": name})


async def import_supplier_photo(request):
    """Same as import_photo but restricted to known supplier CDNs."""
    form = await request.post()
    photo_url = form.get("url", "")
    parts = urlparse(photo_url)
    if parts.scheme != "https" or parts.hostname not in settings.PHOTO_HOSTS:
        raise web.HTTPBadRequest(text="unsupported photo host")
    async with aiohttp.ClientSession() as session:
        async with session.get(photo_url, allow_redirects=False) as resp:
            content = await resp.read()
    name = await _store(content)
    return web.json_response({"photo": name})
