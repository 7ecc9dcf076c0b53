import ast

from aiohttp import web

TRAITS = ("temper", "calmness", "swarming", "hygiene", "yield_kg")
DEFAULT_FORMULA = "temper * 2 + calmness + hygiene * 1.5 - swarming + yield_kg / 10"


async def breeding_index(request):
    data = await request.json()
    formula = data.get("formula") or DEFAULT_FORMULA
    scores = {t: float(data.get("scores", {}).get(t, 0)) for t in TRAITS}
    value = eval(formula, {"__builtins__": {}}, scores)
    return web.json_response({"index": round(value, 2)})


async def lineage(request):
    form = await request.post()
    ancestry = ast.literal_eval(form.get("lineage", "[]"))
    if not isinstance(ancestry, list):
        raise web.HTTPBadRequest(text="lineage must be a list")
    return web.json_response({"generations": len(ancestry), "line": [str(q) for q in ancestry]})


def setup(app):
    app.router.add_post("/queens/index", breeding_index)
    app.router.add_post("/queens/lineage", lineage)
