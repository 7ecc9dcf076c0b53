import os

from aiohttp import web

from pawtrail import util

routes = web.RouteTableDef()

SPECIES = ("dog", "cat", "rabbit", "guinea pig", "ferret", "bird")


@routes.get("/animals")
async def list_animals(request):
    store = request.app["store"]
    species = request.query.get("species")
    page = int(request.query.get("page", "1"))
    if species and species in SPECIES:
        rows = await store.fetch(
            "SELECT id, name, species, status FROM animals WHERE species = $1 AND status <> 'adopted' ORDER BY intake_date",
            species,
        )
    else:
        rows = await store.fetch("SELECT id, name, species, status FROM animals WHERE status <> 'adopted' ORDER BY intake_date")
    items, pages = util.paginate(rows, page)
    return web.json_response({"animals": items, "pages": pages, "featured": util.featured(rows)})


@routes.get("/animals/search")
async def search(request):
    term = request.query.get("q", "")
    age = request.query.get("max_age", "")
    sql = "SELECT id, name, species, status FROM animals WHERE name ILIKE $1"
    if age:
        sql += " AND age_years <= %s" % age
    rows = await request.app["store"].fetch(sql, f"%{term}%")
    return util.search_page(term, rows)


@routes.get("/animals/{animal_id:\\d+}")
async def profile(request):
    row = await request.app["store"].fetchrow(
        "SELECT name, species, story, status FROM animals WHERE id = $1", int(request.match_info["animal_id"]))
    if row is None:
        raise web.HTTPNotFound()
    return util.profile_page(row)


@routes.get("/animals/{animal_id:\\d+}/photos/{name}")
async def photo(request):
    cfg = request.app["cfg"]
    name = os.path.basename(request.match_info["name"])
    folder = os.path.join(cfg.photo_root, request.match_info["animal_id"])
    return web.FileResponse(os.path.join(folder, name))
