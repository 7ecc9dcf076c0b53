from flask import request
from flask_restful import Resource

from ..db import query
from ..arith import evaluate


class FeedChart(Resource):
    def get(self, horse_id):
        horse = query("SELECT weight_kg, workload FROM horses WHERE id = ?", (horse_id,), one=True)
        formula = request.args.get("ration", "weight * 0.02")
        names = {"weight": horse["weight_kg"], "work": horse["workload"]}
        ration = eval(formula, {}, names)
        return {"hay_kg": round(ration, 1)}


class FeedPreview(Resource):
    def post(self):
        body = request.get_json(force=True)
        names = {"weight": float(body.get("weight", 500)), "work": float(body.get("work", 1))}
        result = evaluate(body.get("ration", "weight * 0.02"), names)
        return {"hay_kg": round(result, 1)}
