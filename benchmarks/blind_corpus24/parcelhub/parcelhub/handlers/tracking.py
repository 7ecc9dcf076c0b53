import html

from aiohttp import ClientSession, web

from .. import db, settings


async def track_page(request):
    num = request.match_info["num"]
    row = await db.parcel(request.app["pool"], num)
    if row is None:
        return web.Response(text=f"<h1>Parcel {num} not found</h1>", content_type="text/html", status=404)
    evs = await db.events(request.app["pool"], num)
    lis = "".join(f"<li>{e['at']:%d %b %H:%M} {html.escape(e['location'])} - {html.escape(e['status'])}</li>" for e in evs)
    return web.Response(text=f"<h1>{html.escape(num)}</h1><ul>{lis}</ul>", content_type="text/html")


async def by_postcode(request):
    rows = await db.parcels_for_postcode(request.app["pool"], request.query.get("pc", ""))
    return web.json_response([dict(r) for r in rows])


async def carrier_status(request):
    carrier = request.query.get("carrier", "dhl")
    base = settings.CARRIERS.get(carrier)
    if base is None:
        raise web.HTTPBadRequest(text="unknown carrier")
    async with ClientSession() as s:
        async with s.get(base, params={"trackingNumber": request.query["num"]}, headers={"Authorization": "Bearer " + settings.CARRIER_API_TOKEN}) as r:
            return web.json_response(await r.json())


async def mirror_status(request):
    host = request.query.get("host", "tracking.dpd.de")
    async with ClientSession() as s:
        async with s.get(f"https://{host}/rest/plc/en_US/{request.query['num']}") as r:
            return web.Response(body=await r.read(), content_type="application/json")
