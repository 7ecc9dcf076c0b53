import html
import os

from aiohttp import web

from .. import config
from ..db import dock_status, docks_near
from ..middlewares import require_rider

routes = web.RouteTableDef()


@routes.get("/docks/{dock_id}")
async def dock(request):
    row = await dock_status(request.app["pool"], request.match_info["dock_id"])
    if row is None:
        raise web.HTTPNotFound()
    body = "<h1>%s</h1><p>%d bikes, %d free</p>" % (html.escape(row["name"]), row["bikes"], row["free_slots"])
    return web.Response(text=body, content_type="text/html")


@routes.get("/docks/{dock_id}/report")
async def report_problem_page(request):
    reason = request.query.get("reason", "")
    return web.Response(text=f"<p>Thanks, we logged: {reason}</p><a href='/docks/{request.match_info['dock_id']}'>back</a>", content_type="text/html")


@routes.get("/near")
async def near(request):
    rows = await docks_near(request.app["pool"], request.query["lat"], request.query["lon"], request.query.get("r", "500"))
    return web.json_response([dict(r) for r in rows])


@routes.get("/receipts/{name}")
@require_rider
async def receipt(request):
    name = request.match_info["name"]
    return web.FileResponse(os.path.join(config.RECEIPT_DIR, request["rider"], name))


@routes.get("/receipts/v2/{name}")
@require_rider
async def receipt_v2(request):
    base = os.path.realpath(os.path.join(config.RECEIPT_DIR, os.path.basename(request["rider"])))
    full = os.path.realpath(os.path.join(base, request.match_info["name"]))
    if os.path.dirname(full) != base:
        raise web.HTTPForbidden()
    return web.FileResponse(full)
