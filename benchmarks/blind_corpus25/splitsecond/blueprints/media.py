from urllib.parse import urlencode, urlparse

import aiohttp
from sanic import Blueprint, response

from ..config import RaceConfig

bp = Blueprint("media", url_prefix="/media")


@bp.get("/photo-proxy")
async def photo_proxy(request):
    src = request.args.get("src", "")
    async with aiohttp.ClientSession() as session:
        async with session.get(src) as upstream:
            body = await upstream.read()
            return response.raw(body, content_type=upstream.headers.get("Content-Type", "image/jpeg"))


@bp.get("/finisher-photos/<bib:int>")
async def finisher_photos(request, bib):
    query = urlencode({"bib": bib, "size": request.args.get("size", "thumb")})
    url = f"https://{RaceConfig.PHOTO_PARTNER_HOST}/api/photos?{query}"
    assert urlparse(url).hostname == RaceConfig.PHOTO_PARTNER_HOST
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as upstream:
            return response.json(await upstream.json())
