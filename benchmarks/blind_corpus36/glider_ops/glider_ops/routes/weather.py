import aiohttp
from aiohttp import web

from .. import notam, settings

routes = web.RouteTableDef()


@routes.get("/weather/metar")
async def metar(request):
    icao = request.query.get("icao", settings.AIRFIELD_ICAO)
    async with aiohttp.ClientSession() as s:
        async with s.get("https://aviationweather.example/api/data/metar", params={"ids": icao, "format": "json"}) as r:
            return web.json_response(await r.json())


@routes.get("/weather/webcam")
async def webcam(request):
    cam = request.query.get("cam", settings.WEBCAM_DEFAULT)
    async with aiohttp.ClientSession() as s:
        async with s.get(cam) as r:
            return web.Response(body=await r.read(), content_type=r.content_type)


@routes.get("/weather/notams")
async def notams(request):
    async with aiohttp.ClientSession() as s:
        async with s.get(settings.NOTAM_URL) as r:
            raw = await r.read()
    notam.parse_feed(raw)
    if request.query.get("strict") == "1":
        items = notam.for_aerodrome_checked(raw, request.query.get("icao", settings.AIRFIELD_ICAO))
    else:
        items = notam.for_aerodrome(raw, request.query.get("icao", settings.AIRFIELD_ICAO))
    return web.json_response(items)
