import os

from aiohttp import web

from .. import config

routes = web.RouteTableDef()


@routes.get("/photos/{day}/{name}")
async def team_photo(request):
    path = os.path.join(config.PHOTO_ROOT, request.match_info["day"], request.match_info["name"])
    return web.FileResponse(path)


@routes.post("/photos/{day}")
async def upload_photo(request):
    day = request.match_info["day"]
    if not day.isdigit() or len(day) != 8:
        raise web.HTTPBadRequest()
    reader = await request.multipart()
    part = await reader.next()
    name = "team-%s.jpg" % request.query.get("booking", "0").strip()[:8].replace("/", "")
    with open(os.path.join(config.PHOTO_ROOT, day, os.path.basename(name)), "wb") as fh:
        fh.write(await part.read())
    return web.json_response({"saved": name})
