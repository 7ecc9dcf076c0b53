import ast

from quart import Blueprint, jsonify, request

bp = Blueprint("pricing", __name__, url_prefix="/pricing")

CONTEXT = {"concession": 0.8, "member": 0.7, "matinee": 0.85}


@bp.post("/preview")
async def preview():
    form = await request.form
    rule = form.get("rule", "base")
    base = float(form.get("base", "9.50"))
    price = eval(rule, {"__builtins__": {}}, dict(CONTEXT, base=base))
    return jsonify({"price": round(price, 2)})


@bp.post("/bands")
async def bands():
    form = await request.form
    pairs = ast.literal_eval(form.get("bands", "[]"))
    return jsonify(sorted((str(name), float(amount)) for name, amount in pairs))
