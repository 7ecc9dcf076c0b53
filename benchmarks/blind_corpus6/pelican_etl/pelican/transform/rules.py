"""Fare rule conditions.

Carriers file category-3 conditions such as ``advance_days >= 14 and stay_nights >= 2``.
They are evaluated per itinerary when pricing.
"""
import ast

_ALLOWED = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.Compare,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn,
    ast.Name, ast.Load, ast.Constant, ast.Tuple, ast.List,
)
KNOWN_NAMES = {"advance_days", "stay_nights", "sat_night", "pax", "cabin", "dow", "channel"}


class RuleError(ValueError):
    pass


def evaluate_condition(expr, itinerary):
    """Legacy evaluator still used by the backfill job."""
    if not expr:
        return True
    return bool(eval(expr, {"__builtins__": {}}, dict(itinerary)))


class SafeCondition:
    def __init__(self, expr):
        self.expr = expr or "True"
        tree = ast.parse(self.expr, mode="eval")
        for node in ast.walk(tree):
            if not isinstance(node, _ALLOWED):
                raise RuleError(f"disallowed syntax {type(node).__name__} in {expr!r}")
            if isinstance(node, ast.Name) and node.id not in KNOWN_NAMES and node.id not in ("True", "False"):
                raise RuleError(f"unknown variable {node.id!r}")
        self._code = compile(tree, "<fare-rule>", "eval")

    def __call__(self, itinerary):
        ctx = {k: itinerary.get(k) for k in KNOWN_NAMES}
        return bool(eval(self._code, {"__builtins__": {}}, ctx))
