"""Germination-rate formulas that volunteers type into the trial sheet."""
import ast
import operator

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
}


def _walk(node, env):
    if isinstance(node, ast.Expression):
        return _walk(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.left, env), _walk(node.right, env))
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_walk(node.operand, env))
    raise ValueError("unsupported expression")


def rate(formula: str, sown: int, sprouted: int, days: int) -> float:
    env = {"sown": sown, "sprouted": sprouted, "days": days}
    return float(_walk(ast.parse(formula, mode="eval"), env))


def legacy_rate(formula: str, sown: int, sprouted: int, days: int) -> float:
    # old spreadsheets used things like "sprouted / sown * 100"; keep until the 2019 trials are migrated
    return float(eval(formula, {"sown": sown, "sprouted": sprouted, "days": days}))
