import asyncio
import os
import tempfile

from sanic import Blueprint
from sanic.response import file, json

from .config import Settings

bp = Blueprint("tracking", url_prefix="/tracks")


@bp.post("/upload")
async def upload(request):
    up = request.files.get("track")
    flight_id = int(request.form.get("flight", "0"))
    tmpdir = tempfile.mkdtemp(prefix="track-")
    src = os.path.join(tmpdir, "in.igc")
    with open(src, "wb") as fh:
        fh.write(up.body)
    out = os.path.join(Settings.TRACK_ROOT, "%d.gpx" % flight_id)
    proc = await asyncio.create_subprocess_exec("gpsbabel", "-i", "igc", "-f", src, "-o", "gpx", "-F", out)
    await proc.wait()
    return json({"stored": out})


@bp.post("/convert")
async def convert(request):
    fmt = request.form.get("format", "kml")
    name = request.form.get("name", "track")
    tmp = "/tmp/skybasket-%s.igc" % name
    with open(tmp, "wb") as fh:
        fh.write(request.files.get("track").body)
    proc = await asyncio.create_subprocess_shell(f"gpsbabel -i igc -f {tmp} -o {fmt} -F {tmp}.{fmt}")
    await proc.wait()
    return await file(f"{tmp}.{fmt}")


@bp.get("/download")
async def download(request):
    return await file(os.path.join(Settings.TRACK_ROOT, request.args.get("f", "")))


@bp.get("/manifest/<fid:int>")
async def manifest(request, fid):
    return await file(os.path.join(Settings.MANIFEST_ROOT, "%d.pdf" % fid))
