import os
import tempfile

import aiohttp
from aiohttp import web

from ..auth import current_keeper
from ..settings import settings
from ..utils import CAMERAS, api_signature, cache_key

routes = web.RouteTableDef()
_snapshots = {}


@routes.get("/cameras/{name}")
async def snapshot(request):
    await current_keeper(request)
    url = CAMERAS.get(request.match_info["name"])
    if url is None:
        raise web.HTTPNotFound()
    auth = aiohttp.BasicAuth(settings.camera_user, settings.camera_password)
    async with aiohttp.ClientSession(auth=auth) as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            data = await resp.read()
    _snapshots[cache_key(request.match_info["name"], len(data))] = data
    with tempfile.SpooledTemporaryFile(max_size=2_000_000) as spool:
        spool.write(data)
        spool.seek(0)
        body = spool.read()
    return web.Response(body=body, content_type="image/jpeg")


@routes.post("/cameras/test")
async def test_camera(request):
    await current_keeper(request)
    form = await request.post()
    async with aiohttp.ClientSession() as session:
        async with session.get(form["url"], timeout=aiohttp.ClientTimeout(total=5)) as resp:
            return web.json_response({"status": resp.status, "type": resp.content_type})


@routes.post("/cameras/motion")
async def motion_webhook(request):
    body = await request.read()
    if request.headers.get("X-Signature") != api_signature(os.environ.get("CAMERA_HOOK_KEY", ""), body):
        raise web.HTTPForbidden()
    return web.json_response({"ok": True})


@routes.get("/media/{name}")
async def media(request):
    await current_keeper(request)
    path = os.path.join(settings.media_dir, request.query.get("folder", "photos"), request.match_info["name"])
    return web.FileResponse(path)


@routes.get("/media/enclosure/{code}")
async def enclosure_plan(request):
    await current_keeper(request)
    code = request.match_info["code"]
    if not code.replace("-", "").isalnum():
        raise web.HTTPBadRequest()
    return web.FileResponse(os.path.join(settings.media_dir, "plans", code + ".pdf"))
