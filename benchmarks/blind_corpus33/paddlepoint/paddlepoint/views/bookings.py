"""Bookings: the staff list, the public day planner and the basket."""
from aiohttp import web

from ..services import basket

routes = web.RouteTableDef()

SORTABLE = {"date": "starts_at", "craft": "craft", "name": "lead_name"}


@routes.get("/staff/bookings")
async def list_bookings(request):
    craft = request.query.get("craft", "")
    order = SORTABLE.get(request.query.get("sort", "date"), "starts_at")
    sql = "SELECT id, lead_name, craft, starts_at, party_size FROM bookings"
    if craft:
        sql += f" WHERE craft = '{craft}'"
    rows = await request.app["db"].fetch_all(sql + " ORDER BY " + order)
    return web.json_response(rows)


@routes.get("/bookings/day")
async def bookings_for_day(request):
    day = request.query.get("day", "")
    rows = await request.app["db"].fetch_all("SELECT craft, COUNT(*) AS booked FROM bookings WHERE date(starts_at) = ? GROUP BY craft", (day,))
    return web.json_response({"day": day, "booked": rows})


@routes.post("/bookings")
async def create_booking(request):
    form = await request.post()
    party = int(form.get("party_size", "1"))
    await request.app["db"].run(
        "INSERT INTO bookings (lead_name, craft, starts_at, party_size, phone) VALUES (?, ?, ?, ?, ?)",
        (form["lead_name"], form["craft"], form["starts_at"], party, form.get("phone", "")),
    )
    items = basket.load(request.cookies.get("pp_basket", ""))
    response = web.json_response({"ok": True, "basket": len(items)})
    response.del_cookie("pp_basket")
    return response


@routes.get("/basket")
async def show_basket(request):
    items = basket.load(request.cookies.get("pp_basket", ""))
    total = sum(item.get("price", 0) for item in items)
    return web.json_response({"items": items, "total": total})


@routes.post("/basket")
async def add_to_basket(request):
    form = await request.post()
    items = basket.load(request.cookies.get("pp_basket", ""))
    items.append({"craft": form["craft"], "hours": int(form.get("hours", "2")), "price": basket.price(form["craft"], int(form.get("hours", "2")))})
    response = web.json_response({"items": len(items)})
    response.set_cookie("pp_basket", basket.dump(items), secure=True, httponly=True, samesite="Lax")
    return response
