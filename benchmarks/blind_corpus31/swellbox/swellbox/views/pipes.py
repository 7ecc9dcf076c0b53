import ast
import math

from aiohttp import web

routes = web.RouteTableDef()

_SCALE_NS = {"math": math, "__builtins__": {}}


@routes.post("/pipes/scale")
async def pipe_scale(request):
    data = await request.json()
    formula = data.get("formula", "d0 * 2 ** (-n / 16)")
    results = []
    for n in range(int(data.get("count", 12))):
        results.append(eval(formula, _SCALE_NS, {"d0": float(data.get("d0", 150)), "n": n}))
    return web.json_response({"diameters": results})


@routes.post("/pipes/mouth")
async def mouth_ratios(request):
    data = await request.json()
    ratios = ast.literal_eval(data.get("ratios", "[0.25, 0.22]"))
    return web.json_response({"ratios": [float(r) for r in ratios]})
