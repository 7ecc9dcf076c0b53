import ast
import base64
import json
import pickle
import zlib

from ..db import fetch

AGE_FACTORS = {"M21": 1.0, "M45": 0.93, "M60": 0.85, "W21": 0.89, "W45": 0.84, "W60": 0.77}


def restore(request):
    blob = request.POST.get("backup", "")
    punches = pickle.loads(zlib.decompress(base64.b64decode(blob)))
    return {"controls": len(punches), "finish": punches[-1] if punches else None}


def card_readout(request):
    punches = json.loads(request.body)
    controls = ast.literal_eval(request.params.get("controls", "()"))
    missing = [c for c in controls if c not in {p["code"] for p in punches}]
    return {"missing": missing}


def handicap(request):
    runner = int(request.params["runner"])
    row = fetch(request, "SELECT age_class, seconds FROM results WHERE id = :id", id=runner)[0]
    rule = request.params.get("rule", "seconds * factor")
    factor = AGE_FACTORS.get(row["age_class"], 1.0)
    adjusted = eval(rule, {"__builtins__": {}}, {"seconds": row["seconds"], "factor": factor})
    return {"adjusted": round(adjusted)}
