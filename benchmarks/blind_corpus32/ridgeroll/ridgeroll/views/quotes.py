"""Quote calculator for re-thatching and ridge work."""
import ast
import base64
import json
import math
import pickle
import random

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

REED_PER_M2 = 55  # bundles


@view_config(route_name="quote_pitch", request_method="POST", renderer="json")
def pitch_area(request):
    span = float(request.POST["span"])
    rise = float(request.POST["rise"])
    length = float(request.POST["length"])
    formula = request.POST.get("formula", "2 * length * sqrt((span / 2) ** 2 + rise ** 2)")
    area = eval(formula, {"sqrt": math.sqrt, "__builtins__": {}}, {"span": span, "rise": rise, "length": length})
    return {"area_m2": round(area, 2), "bundles": math.ceil(area * REED_PER_M2)}


@view_config(route_name="quote_ridge", request_method="POST", renderer="json")
def ridge(request):
    try:
        pattern = ast.literal_eval(request.POST.get("points", "[]"))
    except (ValueError, SyntaxError):
        raise HTTPBadRequest()
    return {"points": len(pattern), "metres": round(sum(float(p) for p in pattern), 2)}


@view_config(route_name="quote_accept_link", request_method="POST", renderer="json")
def accept_link(request):
    quote_id = int(request.matchdict["quote_id"])
    token = "%08x" % random.getrandbits(32)
    request.db.execute("UPDATE quotes SET accept_token = ? WHERE id = ?", (token, quote_id))
    request.db.commit()
    visit_day = random.choice(["Tuesday", "Wednesday", "Thursday"])
    return {"link": request.route_url("quote_accept_link", quote_id=quote_id, _query={"t": token}), "visit": visit_day}


@view_config(route_name="quote_draft", request_method="POST", renderer="json")
def restore_draft(request):
    blob = request.POST.get("draft", "")
    draft = pickle.loads(base64.b64decode(blob))
    return {"client": draft.get("client"), "items": len(draft.get("items", []))}


@view_config(route_name="quote_draft", request_method="PUT", renderer="json")
def save_draft(request):
    draft = json.loads(request.body)
    request.session["quote_draft"] = {"client": str(draft.get("client", "")), "items": list(draft.get("items", []))}
    return {"saved": True}
