import html

from aiohttp import web

from ..auth import current_keeper
from ..db import queries
from ..directory import keeper_by_badge, keepers_for_section

routes = web.RouteTableDef()


@routes.get("/animals/{animal_id:\\d+}")
async def animal(request):
    row = await queries.animal(int(request.match_info["animal_id"]))
    if row is None:
        raise web.HTTPNotFound()
    body = f"<h1>{html.escape(row['name'])}</h1><p>{html.escape(row['species'])}</p>"
    return web.Response(text=body, content_type="text/html")


@routes.get("/animals")
async def animals(request):
    await current_keeper(request)
    rows = await queries.animals_in(request.query.get("enclosure", ""), request.query.get("species", ""))
    return web.json_response([dict(r) for r in rows])


@routes.get("/notes/search")
async def notes(request):
    await current_keeper(request)
    term = request.query.get("q", "")
    rows = await queries.notes_search(term)
    items = "".join(f"<li>{html.escape(r['body'])}</li>" for r in rows)
    return web.Response(text=f"<h2>Notes mentioning {term}</h2><ul>{items}</ul>", content_type="text/html")


@routes.get("/keepers")
async def keepers(request):
    await current_keeper(request)
    if "badge" in request.query:
        return web.json_response(keeper_by_badge(request.query["badge"]))
    return web.json_response(keepers_for_section(request.query.get("section", "")))
