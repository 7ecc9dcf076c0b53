"""Pricing rules entered by category managers in the back office."""
import ast
from decimal import Decimal


def apply_rule(rule, cost):
    env = {"cost": float(cost), "round": round, "max": max, "min": min}
    return Decimal(str(eval(rule.formula, env)))


def parse_dimensions(text):
    value = ast.literal_eval(text.strip())
    if not (isinstance(value, tuple) and len(value) == 3):
        raise ValueError("expected (l, w, h)")
    return tuple(float(v) for v in value)
