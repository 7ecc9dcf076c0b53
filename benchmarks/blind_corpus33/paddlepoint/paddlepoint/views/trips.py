"""Trip planning, river levels, route cards, guides and printed sheets."""
import asyncio

from aiohttp import web

from .. import planning
from ..services import guides, levels, printing, routecards

routes = web.RouteTableDef()


@routes.post("/trips/plan")
async def plan_trip(request):
    form = await request.post()
    craft = form.get("craft", "canoe")
    distance = planning.total_distance(form.get("legs", "0"))
    put_in = planning.parse_point(form.get("put_in", "(0, 0)"))
    return web.json_response(
        {"distance_km": distance, "hours": planning.estimate_hours(distance, craft), "put_in": put_in}
    )


@routes.get("/trips/level")
async def river_level(request):
    try:
        reading = await levels.reading_for(request.query.get("station", ""))
    except ValueError:
        raise web.HTTPBadRequest(text="unknown gauging station")
    return web.json_response(reading or {})


@routes.get("/staff/trips/feed-check")
async def feed_check(request):
    text = await levels.fetch_feed(request.query["url"])
    return web.json_response({"length": len(text), "start": text[:200]})


@routes.get("/trips/partners")
async def partner_trips(request):
    return web.json_response(await levels.partner_trips())


@routes.post("/staff/routecards")
async def upload_routecard(request):
    data = await request.read()
    tree = routecards.parse_card(data)
    request.app["routecards"][tree.get("name", "card")] = tree
    return web.json_response({"legs": len(tree.findall(".//leg"))})


@routes.get("/trips/legs")
async def legs(request):
    river = request.query.get("river")
    grade = request.query.get("grade")
    found = []
    for card in request.app["routecards"].values():
        if river:
            found.extend(routecards.legs_on_river(card, river))
        elif grade:
            found.extend(routecards.legs_of_grade(card, grade))
    return web.json_response([routecards.describe(leg) for leg in found])


@routes.get("/staff/guides")
async def find_guides(request):
    loop = asyncio.get_running_loop()
    people = await loop.run_in_executor(None, guides.find_guides, request.query.get("name", ""))
    return web.json_response(people)


@routes.get("/staff/guides/award")
async def guides_with_award(request):
    loop = asyncio.get_running_loop()
    people = await loop.run_in_executor(None, guides.guides_with_award, request.query.get("award", ""))
    return web.json_response(people)


@routes.post("/print/trip-sheet")
async def print_trip_sheet(request):
    form = await request.post()
    booking = await request.app["db"].fetch_one(
        "SELECT lead_name, craft, starts_at, party_size FROM bookings WHERE id = ?", (int(form["booking"]),)
    )
    lines = ["Group: %s" % form.get("group", ""), "Lead: %(lead_name)s" % booking, "Craft: %(craft)s" % booking]
    await asyncio.to_thread(printing.print_trip_sheet, form.get("group", ""), lines)
    return web.json_response({"queued": True})


@routes.post("/print/manifest")
async def print_manifest(request):
    form = await request.post()
    booking_id = int(form["booking"])
    rows = await request.app["db"].fetch_all("SELECT name FROM waivers WHERE booking_id = ?", (booking_id,))
    await asyncio.to_thread(printing.print_manifest, booking_id, [r["name"] for r in rows])
    return web.json_response({"queued": True})
