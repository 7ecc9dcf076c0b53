import asyncio
import os
import tempfile

from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/recordings/{job}/upload")
async def upload_recording(request):
    reader = await request.multipart()
    part = await reader.next()
    staging = tempfile.mktemp(suffix=".wav", prefix="sb-rec-")
    with open(staging, "wb") as fh:
        while chunk := await part.read_chunk():
            fh.write(chunk)
    label = part.filename or "take"
    out = os.path.join(request.app["settings"].recording_root, request.match_info["job"] + ".flac")
    proc = await asyncio.create_subprocess_shell(
        f"sox {staging} {out} norm -1 && metaflac --set-tag=TITLE={label} {out}"
    )
    await proc.wait()
    return web.json_response({"stored": os.path.basename(out)})


@routes.post("/recordings/{job}/spectrum")
async def spectrum(request):
    job = request.match_info["job"]
    if not job.isdigit():
        raise web.HTTPBadRequest()
    src = os.path.join(request.app["settings"].recording_root, job + ".flac")
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as tmp:
        png = tmp.name
    proc = await asyncio.create_subprocess_exec("sox", src, "-n", "spectrogram", "-o", png)
    await proc.wait()
    return web.FileResponse(png)
