import asyncio
import os
import tempfile

from aiohttp import web

routes = web.RouteTableDef()
CAMERAS = {"kennel-a": "rtsp://10.20.0.11/stream1", "kennel-b": "rtsp://10.20.0.12/stream1", "cattery": "rtsp://10.20.0.13/stream1"}


@routes.get("/cams/{camera}/snapshot.jpg")
async def snapshot(request):
    camera = request.match_info["camera"]
    source = CAMERAS.get(camera)
    if source is None:
        raise web.HTTPNotFound()
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "snap.jpg")
        proc = await asyncio.create_subprocess_exec(
            "ffmpeg", "-y", "-rtsp_transport", "tcp", "-i", source, "-frames:v", "1", out)
        await proc.wait()
        with open(out, "rb") as fh:
            return web.Response(body=fh.read(), content_type="image/jpeg")


@routes.get("/cams/{camera}/clip")
async def clip(request):
    if not request["volunteer"]:
        raise web.HTTPForbidden()
    camera = request.match_info["camera"]
    seconds = request.query.get("seconds", "10")
    source = CAMERAS.get(camera, CAMERAS["kennel-a"])
    clips = os.path.join(request.app["cfg"].photo_root, "clips")
    os.makedirs(clips, exist_ok=True)
    out = os.path.join(clips, "%s.mp4" % camera)
    proc = await asyncio.create_subprocess_shell(
        "ffmpeg -y -i %s -t %s -c copy %s" % (source, seconds, out))
    await proc.wait()
    return web.FileResponse(out)
