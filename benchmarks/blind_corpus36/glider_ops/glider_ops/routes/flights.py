from aiohttp import web

from ..auth import current_member
from ..render import flight_table

routes = web.RouteTableDef()


@routes.get("/flights/mine")
async def my_flights(request):
    member_id, _ = await current_member(request)
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT launched_at, glider_reg, minutes FROM flight WHERE pilot_id = $1 ORDER BY launched_at DESC", member_id)
    return web.json_response([dict(r) for r in rows], dumps=lambda o: __import__("json").dumps(o, default=str))


@routes.get("/flights/glider")
async def by_glider(request):
    reg = request.query.get("reg", "")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(f"SELECT f.glider_reg, m.name AS pilot, f.comment FROM flight f JOIN member m ON m.id = f.pilot_id WHERE f.glider_reg = '{reg}'")
    return web.Response(text=flight_table(rows), content_type="text/html")


@routes.post("/flights")
async def add_flight(request):
    member_id, _ = await current_member(request)
    form = await request.post()
    async with request.app["pool"].acquire() as conn:
        await conn.execute(
            "INSERT INTO flight (pilot_id, glider_reg, launch_type, minutes, comment) VALUES ($1, $2, $3, $4, $5)",
            member_id, form["reg"], form.get("launch", "winch"), int(form["minutes"]), form.get("comment", ""),
        )
    raise web.HTTPSeeOther("/flights/mine")
