import html
import json

from aiohttp import web

from ..hashing import etag_for
from ..session import current_member

routes = web.RouteTableDef()

SORTS = {"date": "started_at DESC", "leader": "team_leader", "grid": "grid_ref"}
MAP_LAYERS = ("os-explorer", "os-landranger", "harvey", "satellite")


def _where(params):
    clauses = []
    if params.get("area"):
        clauses.append(f"area = '{params['area']}'")
    if params.get("since"):
        clauses.append("started_at >= '%s'" % params["since"])
    return (" WHERE " + " AND ".join(clauses)) if clauses else ""


@routes.get("/callouts")
async def list_callouts(request):
    current_member(request)
    sql = "SELECT id, started_at, area, grid_ref, summary FROM callouts" + _where(request.query)
    rows = await request.app["db"].fetch_all(sql)
    body = json.dumps(rows, default=str).encode()
    return web.Response(body=body, content_type="application/json", headers={"ETag": etag_for(body)})


@routes.get("/callouts/by-leader/{leader}")
async def by_leader(request):
    current_member(request)
    order = SORTS.get(request.query.get("sort", "date"), SORTS["date"])
    rows = await request.app["db"].fetch_all(
        f"SELECT id, started_at, grid_ref FROM callouts WHERE team_leader = ? ORDER BY {order}",
        (request.match_info["leader"],),
    )
    return web.json_response(rows, dumps=lambda o: json.dumps(o, default=str))


@routes.get("/callouts/{callout_id:\\d+}/report")
async def report(request):
    current_member(request)
    row = await request.app["db"].fetch_one(
        "SELECT id, area, summary FROM callouts WHERE id = ?", (int(request.match_info["callout_id"]),)
    )
    if row is None:
        raise web.HTTPNotFound()
    note = request.query.get("note", "")
    page = (
        f"<html><body><h1>Callout {row['id']} - {html.escape(row['area'])}</h1>"
        f"<p>{html.escape(row['summary'])}</p><p class='handover'>{note}</p></body></html>"
    )
    return web.Response(text=page, content_type="text/html")


@routes.post("/prefs/map-layer")
async def set_map_layer(request):
    form = await request.post()
    layer = form.get("layer", MAP_LAYERS[0])
    if layer not in MAP_LAYERS:
        raise web.HTTPBadRequest(text="unknown layer")
    response = web.json_response({"layer": layer})
    response.set_cookie("map_layer", layer, max_age=180 * 86400, secure=True, httponly=True, samesite="Lax")
    return response
