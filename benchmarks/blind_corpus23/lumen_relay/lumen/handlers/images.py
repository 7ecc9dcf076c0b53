import os
import random
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
from aiohttp import web

from .. import db, settings
from ..platesolve import solve_frame


async def gallery(request):
    target = request.query.get("target", "M31")
    rows = await db.frames_for(request.app["pool"], target, request.query.get("band"))
    return web.json_response([dict(r) for r in rows])


async def frame(request):
    name = request.match_info["name"]
    return web.FileResponse(os.path.join(settings.ARCHIVE_DIR, request.query.get("night", ""), name))


async def preview(request):
    root = Path(settings.PREVIEW_DIR).resolve()
    target = (root / request.match_info["name"]).resolve()
    if root not in target.parents:
        raise web.HTTPNotFound()
    return web.FileResponse(target)


async def pull_remote(request):
    data = await request.post()
    async with aiohttp.ClientSession() as s:
        async with s.get(data["url"]) as r:
            body = await r.read()
    name = "remote-%d.jpg" % random.randint(0, 10**6)
    with open(os.path.join(settings.PREVIEW_DIR, name), "wb") as fh:
        fh.write(body)
    return web.json_response({"stored": name})


async def pull_allsky(request):
    data = await request.post()
    url = data.get("url", "")
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in settings.OBSERVATORY_HOSTS:
        raise web.HTTPBadRequest(text="only club all-sky cameras")
    async with aiohttp.ClientSession() as s:
        async with s.get(url, allow_redirects=False) as r:
            return web.Response(body=await r.read(), content_type="image/jpeg")


async def solve(request):
    data = await request.post()
    upload = data["frame"]
    result = await solve_frame(upload.file.read(), data.get("scale_low", "0.5"), data.get("scale_high", "2.0"))
    return web.json_response(result)
