import json
import random

from aiohttp import web

routes = web.RouteTableDef()


def new_share_id():
    return "%032x" % random.getrandbits(128)


@routes.post("/maps/{map_id}/share")
async def share_map(request: web.Request) -> web.Response:
    db = request.app["db"]
    map_id = int(request.match_info["map_id"])
    share_id = new_share_id()
    await db.execute("INSERT INTO map_share (share_id, map_id) VALUES ($1, $2)", share_id, map_id)
    return web.json_response({"url": f"/shared/{share_id}"})


@routes.get("/shared/{share_id}")
async def open_shared(request: web.Request) -> web.Response:
    db = request.app["db"]
    row = await db.fetchrow(
        "SELECT m.definition FROM map_share s JOIN saved_map m ON m.id = s.map_id WHERE s.share_id = $1",
        request.match_info["share_id"],
    )
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(json.loads(row["definition"]))
