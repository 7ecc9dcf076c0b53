"""GPS tracks uploaded by search parties after a callout."""
import asyncio
import os
import tempfile

from aiohttp import web

from ..session import current_member

routes = web.RouteTableDef()


@routes.post("/callouts/{callout_id:\\d+}/tracks")
async def upload_track(request):
    current_member(request)
    out_dir = os.path.join(request.app["settings"].track_root, request.match_info["callout_id"])
    os.makedirs(out_dir, exist_ok=True)
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "track":
        raise web.HTTPBadRequest(text="expected a track field")
    label = (part.filename or "track.gpx").rsplit(".", 1)[0]
    raw_path = tempfile.mktemp(suffix=".gpx", prefix="cairn-")
    with open(raw_path, "wb") as fh:
        while chunk := await part.read_chunk():
            fh.write(chunk)
    proc = await asyncio.create_subprocess_shell(
        f"gpsbabel -i gpx -f {raw_path} -o kml -F {out_dir}/{label}.kml"
    )
    await proc.wait()
    os.unlink(raw_path)
    return web.json_response({"converted": proc.returncode == 0})


@routes.get("/callouts/{callout_id:\\d+}/tracks/merged.gpx")
async def merged_track(request):
    current_member(request)
    folder = os.path.join(request.app["settings"].track_root, request.match_info["callout_id"])
    layers = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".kml"))
    if not layers:
        raise web.HTTPNotFound()
    with tempfile.NamedTemporaryFile(suffix=".gpx", delete=False) as tmp:
        target = tmp.name
    args = ["gpsbabel", "-i", "kml"]
    for layer in layers:
        args += ["-f", layer]
    args += ["-o", "gpx", "-F", target]
    proc = await asyncio.create_subprocess_exec(*args)
    await proc.wait()
    with open(target, "rb") as fh:
        data = fh.read()
    os.unlink(target)
    return web.Response(body=data, content_type="application/gpx+xml")
