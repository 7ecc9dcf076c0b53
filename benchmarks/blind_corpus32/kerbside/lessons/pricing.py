"""Lesson package quotes.

Pupils type the number of hours the way they think about it ("10*2 + 1.5").
"""
import ast
import operator

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}
HOURLY = 38.0
MOTORWAY_SUPPLEMENT = 12.0


def _evaluate(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_evaluate(node.left), _evaluate(node.right))
    raise ValueError("only numbers and + - * / are allowed")


def hours_from_text(text):
    tree = ast.parse(text, mode="eval")
    return _evaluate(tree.body)


def quote_for(text, motorway=False):
    hours = hours_from_text(text)
    if hours <= 0 or hours > 80:
        raise ValueError("between 1 and 80 hours")
    total = hours * HOURLY
    if motorway:
        total += MOTORWAY_SUPPLEMENT * 2
    return round(total, 2)
