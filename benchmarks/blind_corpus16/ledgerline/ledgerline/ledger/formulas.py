"""What-if projections typed by users on the dashboard."""
import math

_HELPERS = {"round": round, "abs": abs, "max": max, "min": min, "sqrt": math.sqrt}


def evaluate_projection(formula, balances):
    scope = dict(_HELPERS)
    scope.update(balances)
    return eval(formula, {"__builtins__": {}}, scope)
