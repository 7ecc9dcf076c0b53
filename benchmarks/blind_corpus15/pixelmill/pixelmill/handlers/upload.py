import os
import random
import string
import uuid

from aiohttp import web

from .. import metadata

ALLOWED_EXT = {".png", ".jpg", ".jpeg", ".webp", ".gif"}


def _edit_token():
    return "".join(random.choices(string.ascii_letters + string.digits, k=20))


async def upload(request):
    reader = await request.multipart()
    field = await reader.next()
    ext = os.path.splitext(field.filename or "")[1].lower()
    if ext not in ALLOWED_EXT:
        raise web.HTTPUnsupportedMediaType()
    image_id = uuid.uuid4().hex
    with open(os.path.join(request.app["store_dir"], image_id + ext), "wb") as fh:
        while chunk := await field.read_chunk():
            fh.write(chunk)
    token = _edit_token()
    resp = web.json_response({"id": image_id, "edit_token": token}, status=201)
    resp.set_cookie("pm_edit_" + image_id, token, max_age=7 * 86400)
    return resp


async def upload_raw(request):
    """Legacy endpoint used by the desktop uploader; keeps the original file name."""
    reader = await request.multipart()
    field = await reader.next()
    dest = os.path.join(request.app["store_dir"], field.filename)
    with open(dest, "wb") as fh:
        while chunk := await field.read_chunk():
            fh.write(chunk)
    return web.json_response({"stored": os.path.basename(dest)}, status=201)


async def attach_sidecar(request):
    image_id = request.match_info["image_id"]
    body = await request.read()
    meta = metadata.read_sidecar(body)
    embedded = metadata.read_embedded(body)
    return web.json_response({"id": image_id, "sidecar": meta, "embedded": embedded})
