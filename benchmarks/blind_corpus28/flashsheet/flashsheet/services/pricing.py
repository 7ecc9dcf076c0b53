import ast
import operator

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _calc(node, names):
    if isinstance(node, ast.Expression):
        return _calc(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return _BINOPS[type(node.op)](_calc(node.left, names), _calc(node.right, names))
    raise ValueError("unsupported expression")


def estimate(base_price, hours, adjust):
    """adjust is an artist-entered tweak such as 'base + hours * 20'."""
    names = {"base": float(base_price), "hours": float(hours)}
    if not adjust:
        return names["base"] + names["hours"] * 90
    tree = ast.parse(adjust, mode="eval")
    return round(_calc(tree, names), 2)
