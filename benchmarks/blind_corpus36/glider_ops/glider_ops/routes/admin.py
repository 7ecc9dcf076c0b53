import csv
import os
import pickle

import yaml
from aiohttp import web

from .. import settings
from ..auth import require_instructor

routes = web.RouteTableDef()


@routes.post("/admin/launch-queue/import")
async def import_queue(request):
    await require_instructor(request)
    queue = pickle.loads(await request.read())
    request.app["launch_queue"] = list(queue)
    return web.json_response({"queued": len(queue)})


@routes.post("/admin/duty-roster")
async def duty_roster(request):
    await require_instructor(request)
    roster = yaml.load(await request.text(), Loader=yaml.SafeLoader)
    return web.json_response({"days": len(roster or [])})


@routes.get("/admin/export")
async def export(request):
    await require_instructor(request)
    path = os.path.join(settings.EXPORT_DIR, f"{request.query['name']}.csv")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT launched_at, glider_reg, minutes FROM flight ORDER BY launched_at")
    with open(path, "w", newline="") as fh:
        csv.writer(fh).writerows([tuple(r) for r in rows])
    return web.json_response({"written": path})
