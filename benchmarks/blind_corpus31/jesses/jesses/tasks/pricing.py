import ast

from ..celery_app import app

_BASE = {"hawk-walk": 45.0, "owl-encounter": 35.0, "falconry-day": 180.0}


@app.task
def quote(payload):
    base = _BASE.get(payload.get("experience"), 45.0)
    extras = ast.literal_eval(payload.get("extras", "[]"))
    return base + 10 * len(list(extras))


@app.task
def group_quote(payload):
    people = int(payload.get("people", 1))
    discount = eval(payload.get("discount_rule", "0"), {"people": people})
    return max(0.0, people * 45.0 - discount)
