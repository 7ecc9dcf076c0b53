import os
import uuid

from starlette.responses import FileResponse, JSONResponse

from .. import config


async def cover(request):
    size = request.query_params.get("size", "600")
    return FileResponse(os.path.join(config.COVER_ROOT, size, request.path_params["name"]))


async def upload_cover(request):
    form = await request.form()
    upload = form["cover"]
    name = uuid.uuid4().hex + ".jpg"
    with open(os.path.join(config.COVER_ROOT, "600", name), "wb") as fh:
        fh.write(await upload.read())
    return JSONResponse({"name": name})
