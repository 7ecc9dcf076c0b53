import random
import string

from aiohttp import web

from .. import config, util

routes = web.RouteTableDef()


def _booking_code():
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


@routes.get("/rooms/{room}/slots")
async def slots(request):
    room = request.match_info["room"]
    if room not in config.ROOMS:
        raise web.HTTPNotFound()
    rows = await request.app["store"].fetch(
        "SELECT starts, seats FROM slots WHERE room = $1 AND day = $2", room, request.query.get("day"))
    return web.json_response([{"starts": r["starts"].isoformat(), "seats": r["seats"]} for r in rows])


@routes.post("/bookings")
async def create_booking(request):
    form = await request.post()
    code = _booking_code()
    await request.app["store"].execute(
        "INSERT INTO bookings (code, room, starts, team, email) VALUES ($1, $2, $3, $4, $5)",
        code, form["room"], form["starts"], form["team"], form["email"])
    raise web.HTTPFound(form.get("return_url") or "/bookings/" + code)


@routes.get("/bookings/{code}")
async def booking_page(request):
    rows = await request.app["store"].fetch("SELECT room, starts, team FROM bookings WHERE code = $1",
                                            request.match_info["code"])
    if not rows:
        raise web.HTTPNotFound()
    return web.Response(text=util.team_card({"name": rows[0]["team"], "seconds": 0}), content_type="text/html")


@routes.get("/leaderboard/{room}")
async def leaderboard(request):
    room = request.match_info["room"]
    order = request.query.get("order", "r['seconds']")
    rows = await request.app["store"].fetch("SELECT team, seconds FROM escapes WHERE room = $1", room)
    rows.sort(key=eval("lambda r: " + order))
    return web.Response(text=util.leaderboard_html(room, rows[:20]), content_type="text/html")
