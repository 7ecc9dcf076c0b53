import ast
import operator

from ._types import Evaluator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(formula, **measurements):
    """Evaluate a sizing formula such as 'chest * 0.9 / 2' with the caller's measurements."""
    return Evaluator({k: float(v) for k, v in measurements.items()})(formula)


def _calc(node, names):
    if isinstance(node, ast.Expression):
        return _calc(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_calc(node.left, names), _calc(node.right, names))
    raise ValueError("unsupported expression")


def scale_stitches(expr, stitches_per_10cm, width_cm):
    names = {"gauge": float(stitches_per_10cm) / 10, "width": float(width_cm)}
    return round(_calc(ast.parse(expr, mode="eval"), names))


def literal_sizes(text):
    return ast.literal_eval(text)
