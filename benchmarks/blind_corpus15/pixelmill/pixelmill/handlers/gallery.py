import html
import json
import os
import random

from aiohttp import web


async def album(request):
    name = request.match_info["album"]
    caption = request.query.get("caption", "")
    items = sorted(os.listdir(request.app["store_dir"]))[:60]
    thumbs = "".join(f"<img src='/img/{html.escape(os.path.splitext(i)[0], quote=True)}/resize?size=200x200'>" for i in items)
    return web.Response(text=f"<html><body><h1>{html.escape(name)}</h1><p class='caption'>{caption}</p>{thumbs}</body></html>", content_type="text/html")


async def image_page(request):
    image_id = request.match_info["image_id"]
    meta_path = os.path.join(request.app["sidecar_dir"], image_id + ".json")
    meta = {"title": image_id}
    if os.path.exists(meta_path):
        with open(meta_path) as fh:
            meta.update(json.load(fh))
    title = html.escape(str(meta.get("title", "")))
    return web.Response(text=f"<html><body><h1>{title}</h1><img src='/img/{image_id}/resize'></body></html>", content_type="text/html")


async def shuffle(request):
    names = [os.path.splitext(n)[0] for n in os.listdir(request.app["store_dir"])]
    picks = random.sample(names, k=min(12, len(names)))
    return web.json_response(picks)
