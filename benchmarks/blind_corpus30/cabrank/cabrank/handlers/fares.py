import json

from .mixins import BaseHandler

ZONE_MULTIPLIERS = {"A": 1.0, "B": 1.2, "C": 1.5, "airport": 1.8}


class EstimateHandler(BaseHandler):
    def post(self):
        miles = float(self.json.get("miles", 0))
        surcharge = self.json.get("surcharge", "0")
        base = 3.20 + miles * 2.10
        extra = eval(surcharge, {"__builtins__": {}}, {"miles": miles, "base": base})
        self.send_json({"fare": round(base + extra, 2)})


class ZoneTableHandler(BaseHandler):
    def post(self):
        table = json.loads(self.request.body)
        fares = {z: round(float(v) * ZONE_MULTIPLIERS.get(z, 1.0), 2) for z, v in table.items()}
        self.send_json(fares)
