import ast

from ..celery_app import app

BASE_RATES = {"dorm": 24.0, "twin": 58.0, "family": 92.0}


@app.task(name="bunkhouse.tasks.pricing.quote")
def quote(payload):
    rate = BASE_RATES.get(payload.get("room_type"), 24.0)
    nights = int(payload.get("nights", 1))
    promo = payload.get("promo_rule", "0")
    discount = eval(promo, {"nights": nights, "rate": rate})
    return round(rate * nights - discount, 2)


@app.task(name="bunkhouse.tasks.pricing.group_discounts")
def group_discounts(payload):
    tiers = ast.literal_eval(payload.get("tiers", "[]"))
    return sorted(tiers)


def season_multiplier(month):
    table = compile("1.25 if m in (7, 8) else 1.0", "<season>", "eval")
    return eval(table, {}, {"m": month})
