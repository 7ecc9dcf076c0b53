from aiohttp import ClientSession, ClientTimeout, web

from ..session import current_member

routes = web.RouteTableDef()


@routes.get("/weather/stations")
async def stations(request):
    return web.json_response(sorted(request.app["settings"].weather_stations))


@routes.get("/weather/proxy")
async def proxy(request):
    current_member(request)
    source = request.query.get("src", "")
    async with ClientSession(timeout=ClientTimeout(total=10)) as session:
        async with session.get(source) as upstream:
            payload = await upstream.read()
            kind = upstream.headers.get("Content-Type", "application/octet-stream")
    return web.Response(body=payload, content_type=kind.split(";")[0])
