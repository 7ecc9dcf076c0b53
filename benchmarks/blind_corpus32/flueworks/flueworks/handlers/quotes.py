import ast
import base64
import json
import pickle

from ..http import Response

BASE_PRICES = {"open-fire": 65.0, "woodburner": 75.0, "multifuel": 75.0, "range": 95.0, "boiler": 110.0}


def quote(request):
    form = request.form
    base = BASE_PRICES.get(form.get("appliance"), 75.0)
    extras = form.get("extras", "0")
    total = base + eval(extras)
    return Response(json.dumps({"total": round(total, 2)}), content_type="application/json")


def flue_bends(request):
    bends = ast.literal_eval(request.form.get("bends", "[]"))
    surcharge = 10.0 * sum(1 for b in bends if float(b) >= 45)
    return Response(json.dumps({"surcharge": surcharge}), content_type="application/json")


def saved_quote(request):
    blob = request.cookies.get("fw_quote", "")
    data = pickle.loads(base64.urlsafe_b64decode(blob)) if blob else {}
    return Response(json.dumps(data), content_type="application/json")


def import_quote(request):
    data = json.loads(request.body or b"{}")
    return Response(json.dumps({"appliance": str(data.get("appliance", ""))}), content_type="application/json")
