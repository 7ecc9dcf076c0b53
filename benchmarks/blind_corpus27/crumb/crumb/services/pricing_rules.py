import ast
import operator

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _safe_eval(node, names):
    if isinstance(node, ast.Expression):
        return _safe_eval(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return _BINOPS[type(node.op)](_safe_eval(node.left, names), _safe_eval(node.right, names))
    raise ValueError("unsupported expression")


def label_price(base, rule):
    tree = ast.parse(rule, mode="eval")
    return round(_safe_eval(tree, {"base": float(base)}), 2)


def label_price_fast(base, rule):
    code = compile(rule, "<rule>", "eval")
    return round(eval(code, {"base": float(base)}), 2)
