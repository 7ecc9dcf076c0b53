import os

from aiohttp import web

from . import config
from .auth import require_admin

routes = web.RouteTableDef()


@routes.post("/sprites")
@require_admin
async def upload_sprite(request: web.Request) -> web.Response:
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "sprite":
        raise web.HTTPBadRequest(text="missing sprite field")
    target = os.path.join(config.SPRITE_DIR, request.query.get("set", "default"), part.filename)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as fh:
        while chunk := await part.read_chunk():
            fh.write(chunk)
    return web.json_response({"stored": os.path.relpath(target, config.SPRITE_DIR)})

