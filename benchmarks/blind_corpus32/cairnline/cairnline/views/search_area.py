"""Probability-of-area weighting for search planning."""
import ast
import math

from aiohttp import web

from ..session import current_member

routes = web.RouteTableDef()


@routes.post("/planning/poa")
async def probability_of_area(request):
    current_member(request)
    payload = await request.json()
    weighting = payload.get("weighting", "1.0")
    results = {}
    for segment in payload.get("segments", []):
        env = {"distance": float(segment["distance"]), "slope": float(segment["slope"]), "exp": math.exp}
        results[segment["name"]] = eval(weighting, {"__builtins__": {}}, env)
    return web.json_response(results)


@routes.post("/planning/segments")
async def add_segment(request):
    current_member(request)
    form = await request.post()
    bbox = ast.literal_eval(form.get("bbox", "()"))
    if len(bbox) != 4:
        raise web.HTTPBadRequest(text="bbox needs four numbers")
    west, south, east, north = (float(v) for v in bbox)
    await request.app["db"].run(
        "INSERT INTO segments (name, west, south, east, north) VALUES (?, ?, ?, ?, ?)",
        (form.get("name", ""), west, south, east, north),
    )
    return web.json_response({"ok": True})
