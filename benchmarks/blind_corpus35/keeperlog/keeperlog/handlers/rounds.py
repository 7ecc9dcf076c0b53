import ast
import random
from datetime import datetime

from aiohttp import web

from ..auth import current_keeper
from ..db import queries
from ..feeding import render_sheet, scale_ration

routes = web.RouteTableDef()
ENRICHMENT = ["scatter feed", "ice block", "puzzle feeder", "scent trail", "hay ball"]


@routes.get("/rounds", name="rounds")
async def rounds(request):
    keeper, _ = await current_keeper(request)
    idea = random.choice(ENRICHMENT)
    return web.json_response({"keeper": keeper, "enrichment_idea": idea})


@routes.post("/rounds/handover")
async def handover(request):
    keeper, _ = await current_keeper(request)
    code = "%06d" % random.randrange(1_000_000)
    request.app.setdefault("handover_codes", {})[code] = keeper
    resp = web.json_response({"code": code, "expires": datetime.now().isoformat()})
    resp.set_cookie("handover_code", code, max_age=3600)
    return resp


@routes.post("/rounds/takeover")
async def takeover(request):
    form = await request.post()
    previous = request.app.get("handover_codes", {}).pop(form.get("code", ""), None)
    if previous is None:
        raise web.HTTPForbidden()
    return web.json_response({"round_of": previous})


@routes.post("/rounds/ration")
async def ration(request):
    await current_keeper(request)
    form = await request.post()
    weights = ast.literal_eval(form.get("weights", "{}"))
    return web.json_response(scale_ration(weights, float(form.get("factor", "1"))))


@routes.post("/rounds/rule")
async def enrichment_rule(request):
    keeper, _ = await current_keeper(request)
    form = await request.post()
    temp_c = float(form.get("temp_c", "15"))
    rule = form.get("rule", "temp_c < 5")
    applies = bool(eval(rule, {"temp_c": temp_c, "hour": datetime.now().hour}))
    await queries.add_note(int(form["animal_id"]), keeper, f"rule {rule!r} -> {applies}")
    return web.json_response({"applies": applies})


@routes.get("/rounds/sheet")
async def sheet(request):
    await current_keeper(request)
    rows = [{"animal": "Otter (Pip)", "food": "sprats", "grams": 450}]
    return web.Response(text=render_sheet(rows), content_type="text/html")
