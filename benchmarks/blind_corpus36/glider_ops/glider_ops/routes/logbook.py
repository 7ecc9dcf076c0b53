import os

from aiohttp import web

from .. import igc, settings
from ..auth import current_member

routes = web.RouteTableDef()


@routes.post("/logbook/upload")
async def upload(request):
    member_id, _ = await current_member(request)
    reader = await request.multipart()
    field = await reader.next()
    data = await field.read()
    dest = os.path.join(settings.IGC_DIR, field.filename)
    with open(dest, "wb") as fh:
        fh.write(data)
    async with request.app["pool"].acquire() as conn:
        await conn.execute("INSERT INTO igc_file (member_id, path, md5) VALUES ($1, $2, $3)", member_id, dest, igc.fingerprint(data))
    return web.json_response(igc.header_fields(data))


@routes.get("/logbook/{file_id:\\d+}.kml")
async def kml(request):
    member_id, _ = await current_member(request)
    async with request.app["pool"].acquire() as conn:
        path = await conn.fetchval("SELECT path FROM igc_file WHERE id = $1 AND member_id = $2", int(request.match_info["file_id"]), member_id)
    if path is None:
        raise web.HTTPNotFound()
    body = await igc.to_kml(path, request.query.get("tz", "UTC"))
    return web.Response(body=body, content_type="application/vnd.google-earth.kml+xml")


@routes.get("/logbook/{file_id:\\d+}.igc")
async def raw(request):
    member_id, _ = await current_member(request)
    async with request.app["pool"].acquire() as conn:
        path = await conn.fetchval("SELECT path FROM igc_file WHERE id = $1 AND member_id = $2", int(request.match_info["file_id"]), member_id)
    if path is None:
        raise web.HTTPNotFound()
    return web.FileResponse(path)
