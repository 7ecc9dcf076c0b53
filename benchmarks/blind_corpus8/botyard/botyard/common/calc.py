import ast
import operator

_ALLOWED = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow,
    ast.USub, ast.UAdd,
)


class CalcError(ValueError):
    pass


def evaluate(expr: str) -> float:
    if len(expr) > 200:
        raise CalcError("expression too long")
    tree = ast.parse(expr, mode="eval")
    if sum(isinstance(n, ast.Pow) for n in ast.walk(tree)) > 1:
        raise CalcError("one power per expression")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise CalcError(f"not allowed: {type(node).__name__}")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise CalcError("numbers only")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            if not isinstance(node.right, ast.Constant) or abs(node.right.value) > 100:
                raise CalcError("exponent too large")
    return eval(compile(tree, "<calc>", "eval"), {"__builtins__": {}}, {})


OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
