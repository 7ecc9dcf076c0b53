"""Insurance valuation helpers for outgoing loans."""
import ast
import operator

RISK_MULTIPLIERS = {"A": 1.0, "B": 1.25, "C": 1.6, "D": 2.2}

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def insured_value(base, risk_class):
    return round(base * RISK_MULTIPLIERS.get(risk_class, 1.25), 2)


def _safe_arith(node, value):
    if isinstance(node, ast.Expression):
        return _safe_arith(node.body, value)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id == "value":
        return value
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return _BINOPS[type(node.op)](_safe_arith(node.left, value), _safe_arith(node.right, value))
    raise ValueError("unsupported expression")


def apply_adjustment(value, expr):
    """Registrars can type an adjustment like 'value * 1.1 + 500'."""
    tree = ast.parse(expr, mode="eval")
    return _safe_arith(tree, value)


def apply_lender_formula(value, formula):
    """Some lenders send their own premium formula with the loan agreement."""
    return eval(formula, {"value": value, "round": round})
