import random

from aiohttp import web

from ..auth import current_member, require_instructor

routes = web.RouteTableDef()


@routes.post("/hangar/door-code")
async def rotate_door_code(request):
    await require_instructor(request)
    code = f"{random.randint(0, 9999):04d}"
    async with request.app["pool"].acquire() as conn:
        await conn.execute("UPDATE hangar SET door_code = $1", code)
    return web.json_response({"code": code})


@routes.get("/hangar/rigging-order")
async def rigging_order(request):
    await current_member(request)
    async with request.app["pool"].acquire() as conn:
        regs = [r["reg"] for r in await conn.fetch("SELECT reg FROM glider WHERE serviceable")]
    random.shuffle(regs)
    return web.json_response(regs)
