import asyncio
import os
import shutil
import subprocess
import uuid

from aiohttp import web

from . import config
from .expressions import compile_filter, parse_bbox

routes = web.RouteTableDef()
FORMATS = {"png": "png", "jpeg": "jpg", "webp": "webp"}


def _mapnik_args(style, bbox, width, height, out):
    return [
        "mapnik-render",
        "--style", style,
        "--bbox", ",".join(str(v) for v in bbox),
        "--size", "%dx%d" % (width, height),
        "--output", out,
    ]


@routes.get("/static")
async def static_map(request: web.Request) -> web.Response:
    q = request.query
    bbox = parse_bbox(q["bbox"])
    width = min(int(q.get("w", 600)), 2048)
    height = min(int(q.get("h", 400)), 2048)
    fmt = FORMATS.get(q.get("format", "png"), "png")
    job = uuid.uuid4().hex
    out = os.path.join(config.WORK_DIR, f"{job}.png")
    style = os.path.join(config.CACHE_DIR, "styles", "default.xml")
    proc = await asyncio.create_subprocess_exec(*_mapnik_args(style, bbox, width, height, out))
    await proc.wait()
    if "filter" in q:
        keep = compile_filter(q["filter"])
        await asyncio.to_thread(_apply_filter, out, keep)
    if fmt != "png":
        out = await asyncio.to_thread(_convert, out, fmt, q.get("resize", "100%"))
    with open(out, "rb") as fh:
        body = fh.read()
    return web.Response(body=body, content_type=f"image/{fmt}")


def _apply_filter(path, keep):
    # features are embedded as a sidecar JSON by mapnik-render
    import json
    sidecar = path + ".json"
    with open(sidecar) as fh:
        features = json.load(fh)
    features = [f for f in features if keep(f.get("properties", {}))]
    with open(sidecar, "w") as fh:
        json.dump(features, fh)


def _convert(src, ext, resize):
    dst = src.rsplit(".", 1)[0] + "." + ext
    subprocess.check_call("convert %s -resize %s %s" % (src, resize, dst), shell=True)
    return dst


def cleanup_workdir():
    shutil.rmtree(config.WORK_DIR, ignore_errors=True)
    os.makedirs(config.WORK_DIR, exist_ok=True)
