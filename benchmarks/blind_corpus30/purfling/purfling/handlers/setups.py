import ast
import json

from ..request import text

SCALE_LENGTHS = {"violin": 328, "viola": 380, "cello": 690, "bass": 1060}


def tension(req):
    form = req.form
    scale = SCALE_LENGTHS.get(form.get("instrument", "violin"), 328)
    expression = form.get("formula", "(2 * scale * freq) ** 2 * mass / 9.81")
    values = {"scale": scale / 1000.0, "freq": float(form.get("freq", 440)), "mass": float(form.get("mass", 0.0004))}
    result = eval(expression, {"__builtins__": None}, values)
    return text("%.2f kgf" % result)


def gauges(req):
    form = req.form
    chosen = ast.literal_eval(form.get("gauges", "()"))
    return "200 OK", [("Content-Type", "application/json")], json.dumps([float(g) for g in chosen][:5])
