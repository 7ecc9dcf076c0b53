"""G-code post-processing transforms attached to jobs."""
import ast
import operator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _arith(node, env):
    if isinstance(node, ast.Expression):
        return _arith(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_arith(node.left, env), _arith(node.right, env))
    raise ValueError("unsupported")


def scale_feed(lines, expr):
    """expr like 'f * 0.8' - evaluated by a tiny arithmetic interpreter."""
    tree = ast.parse(expr, mode="eval")
    out = []
    for ln in lines:
        if ln.startswith("G1") and " F" in ln:
            head, f = ln.rsplit(" F", 1)
            ln = f"{head} F{_arith(tree, {'f': float(f)}):.0f}"
        out.append(ln)
    return out


def apply_custom(lines, transform_src):
    fn = eval(transform_src)
    return [fn(ln) for ln in lines]
