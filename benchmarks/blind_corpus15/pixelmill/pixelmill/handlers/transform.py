import asyncio
import re
import tempfile

from aiohttp import web

from .. import storage
from ..pipeline import recipe

SIZE_RE = re.compile(r"\d{1,4}x\d{1,4}")


async def resize(request):
    image_id = request.match_info["image_id"]
    size = request.query.get("size", "800x600")
    if not SIZE_RE.fullmatch(size):
        raise web.HTTPBadRequest(text="size must look like 800x600")
    src = storage.path_for(request.app, image_id)
    dst = storage.scratch_path(".png")
    proc = await asyncio.create_subprocess_shell(f"convert {src} -resize {size} {dst}")
    if await proc.wait() != 0:
        raise web.HTTPInternalServerError()
    return web.FileResponse(dst)


async def annotate(request):
    image_id = request.match_info["image_id"]
    text = request.query.get("text", "")
    src = storage.path_for(request.app, image_id)
    dst = storage.scratch_path(".png")
    proc = await asyncio.create_subprocess_shell(f"convert {src} -gravity south -annotate +0+10 '{text}' {dst}")
    await proc.wait()
    return web.FileResponse(dst)


async def apply_recipe(request):
    image_id = request.match_info["image_id"]
    spec = await request.json()
    steps = recipe.build(spec)
    src = storage.path_for(request.app, image_id)
    with tempfile.TemporaryDirectory(prefix="pm-recipe-") as work:
        out = await asyncio.to_thread(recipe.run_steps, steps, src, work)
        with open(out, "rb") as fh:
            return web.Response(body=fh.read(), content_type="image/png")
