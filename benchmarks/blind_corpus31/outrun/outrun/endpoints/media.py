import os
import subprocess
import tempfile

from starlette.responses import FileResponse, JSONResponse

from .. import settings


async def clip(request):
    trial = request.path_params["trial"]
    name = request.query_params.get("file", "")
    return FileResponse(os.path.join(settings.CLIP_ROOT, trial, name))


async def clip_thumb(request):
    run_id = request.path_params["run_id"]
    src = os.path.join(settings.CLIP_ROOT, "%d.mp4" % run_id)
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "thumb.jpg")
        subprocess.run(["ffmpeg", "-ss", "5", "-i", src, "-frames:v", "1", out], check=True)
        with open(out, "rb") as fh:
            data = fh.read()
    return JSONResponse({"bytes": len(data)})

