import asyncio
import hashlib
import os
import tempfile

from aiohttp import web

from .. import config

routes = web.RouteTableDef()


def firmware_digest(blob: bytes) -> str:
    return hashlib.md5(blob).hexdigest()


@routes.post("/firmware/{dock_id}")
async def push_firmware(request):
    if request.headers.get("X-Operator-Token") != config.OPERATOR_API_TOKEN:
        raise web.HTTPForbidden()
    blob = await request.read()
    if firmware_digest(blob) != request.headers.get("X-Firmware-MD5"):
        raise web.HTTPBadRequest(text="digest mismatch")
    fd, path = tempfile.mkstemp(dir=config.FIRMWARE_DIR, suffix=".bin")
    with os.fdopen(fd, "wb") as fh:
        fh.write(blob)
    dock_id = request.match_info["dock_id"]
    if not dock_id.isalnum():
        raise web.HTTPBadRequest()
    proc = await asyncio.create_subprocess_exec("dockflash", "--dock", dock_id, "--image", path)
    return web.json_response({"rc": await proc.wait()})
