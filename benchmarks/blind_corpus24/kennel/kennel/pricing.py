import ast
import operator
from decimal import Decimal

SEASON_FORMULA = "base * 1.15 + extras"
NIGHTLY = {"small": Decimal("32.00"), "medium": Decimal("38.00"), "large": Decimal("45.00")}
ADJUST = {"add": operator.add, "sub": operator.sub}


def nightly(size, nights, extras=0):
    base = NIGHTLY.get(size, NIGHTLY["medium"]) * nights
    return eval(SEASON_FORMULA, {"__builtins__": {}}, {"base": float(base), "extras": float(extras)})


def apply_promo(total, promo):
    # promos look like {"code": "SPRING", "rule": "total * 0.9"}
    return round(eval(promo["rule"], {}, {"total": total}), 2)


def parse_addons(text):
    items = ast.literal_eval(text)
    return [str(i) for i in items]


def adjust(total, how, amount):
    return ADJUST[how](total, float(amount))
