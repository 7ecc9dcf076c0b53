import ast

from ..db import cursor


def price_veg_boxes(payload: dict) -> dict:
    """Traders running a box scheme submit a pricing formula for small/medium/large boxes."""
    formula = payload.get("formula", "base * size")
    base = float(payload.get("base", 12))
    prices = {}
    for label, size in (("small", 1), ("medium", 1.5), ("large", 2)):
        prices[label] = round(eval(formula, {"__builtins__": {}}, {"base": base, "size": size}), 2)
    with cursor() as cur:
        cur.execute("UPDATE box_schemes SET prices = %s WHERE trader_id = %s", (str(prices), int(payload["trader_id"])))
    return prices


def parse_pitch_sizes(payload: dict) -> list:
    sizes = ast.literal_eval(payload.get("sizes", "[]"))
    return [float(s) for s in sizes][:10]
