import ast

from sanic import Blueprint
from sanic.response import json

bp = Blueprint("load", url_prefix="/load")


@bp.post("/lift")
async def lift(request):
    body = request.json
    temps = ast.literal_eval(body.get("temps", "(15, 100)"))
    outside, inside = float(temps[0]), float(temps[1])
    volume = float(body.get("volume", 2800))
    return json({"lift_kg": round(volume * 1.2 * (1 - (outside + 273) / (inside + 273)), 1)})


@bp.post("/payload")
async def payload(request):
    body = request.json
    formula = body.get("formula", "lift - envelope - basket - fuel")
    return json({"payload": eval(formula, {}, {k: float(v) for k, v in body.get("masses", {}).items()})})
