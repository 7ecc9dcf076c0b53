import ast
import operator
import re
import unicodedata

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
        ast.Pow: operator.pow, ast.USub: operator.neg}


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _num(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_num(node.operand))
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_num(node.left), _num(node.right))
    raise ValueError("only arithmetic is allowed")


def check_numeric(given: str, expected: str, tolerance: float = 0.0) -> bool:
    """Teams may answer '2*10**6' for two million."""
    value = _num(ast.parse(given, mode="eval").body)
    return abs(value - float(expected)) <= tolerance


def check_answer(given: str, accepted) -> bool:
    if isinstance(accepted, str) and accepted.startswith("["):
        accepted = ast.literal_eval(accepted)
    if isinstance(accepted, str):
        accepted = [accepted]
    return normalise(given) in {normalise(a) for a in accepted}
