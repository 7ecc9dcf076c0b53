from aiohttp import web

from .. import repo
from ..services.districts import district_names


async def apiary_list(request):
    district = request.query.get("district", "")
    sort = request.query.get("sort", "name")
    rows = repo.apiaries_matching(request.app["db"], district, sort)
    return web.json_response([dict(r) for r in rows])


async def apiary_inspections(request):
    apiary_id = int(request.match_info["apiary_id"])
    rows = repo.inspections_for(request.app["db"], apiary_id, request.query.get("sort", "date"))
    return web.json_response([dict(r) for r in rows])


async def districts(request):
    return web.json_response(district_names())


def setup(app):
    app.router.add_get("/apiaries", apiary_list)
    app.router.add_get(r"/apiaries/{apiary_id:\d+}/inspections", apiary_inspections)
    app.router.add_get("/districts", districts)
