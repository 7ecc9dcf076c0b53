"""The boat fleet: public list with caching headers and boat photos."""
import os
import re

from aiohttp import web

from .. import security

routes = web.RouteTableDef()

PHOTO_NAME = re.compile(r"[a-z0-9-]+\.(jpg|png)")


@routes.get("/fleet")
async def fleet(request):
    rows = await request.app["db"].fetch_all(
        "SELECT id, craft, model, seats, available FROM boats ORDER BY craft, model"
    )
    response = web.json_response(rows)
    response.headers["ETag"] = security.etag_for(response.body)
    response.headers["Cache-Control"] = "public, max-age=60"
    return response


@routes.get("/fleet/photo")
async def boat_photo(request):
    name = os.path.basename(request.query.get("name", ""))
    if not PHOTO_NAME.fullmatch(name):
        raise web.HTTPNotFound()
    return web.FileResponse(request.app["settings"].PHOTO_DIR / name)
