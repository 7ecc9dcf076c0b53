import ast
import operator

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _calc(node, env):
    if isinstance(node, ast.Expression):
        return _calc(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_calc(node.left, env), _calc(node.right, env))
    raise ValueError("unsupported expression")


class FuelPlan:
    def on_post(self, req, resp):
        env = {"hours": float(req.media.get("hours", 2)), "rate": 180.0}
        litres = _calc(ast.parse(req.media.get("formula", "hours * rate"), mode="eval"), env)
        resp.media = {"litres": litres}
