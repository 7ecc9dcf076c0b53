import os
import shutil
import tempfile

from starlette.responses import JSONResponse
from starlette.routing import Route

from . import config


async def tool_photo(request):
    form = await request.form()
    upload = form["photo"]
    scratch = tempfile.mktemp(suffix=".upload")
    with open(scratch, "wb") as fh:
        fh.write(await upload.read())
    root = os.path.realpath(os.path.join(config.UPLOAD_DIR, "tools"))
    dest = os.path.realpath(os.path.join(root, os.path.basename(upload.filename or "photo.jpg")))
    if os.path.dirname(dest) != root:
        os.unlink(scratch)
        return JSONResponse({"error": "bad name"}, status_code=400)
    shutil.move(scratch, dest)
    return JSONResponse({"stored": os.path.basename(dest)})


async def condition_report(request):
    body = await request.body()
    with tempfile.NamedTemporaryFile(dir=config.UPLOAD_DIR, suffix=".txt", delete=False) as fh:
        fh.write(body)
    return JSONResponse({"saved": os.path.basename(fh.name)})


routes = [
    Route("/uploads/photo", tool_photo, methods=["POST"]),
    Route("/uploads/condition", condition_report, methods=["POST"]),
]
