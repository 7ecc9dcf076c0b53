import ast
import operator

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow, ast.USub, ast.Mod)


def evaluate_metric(expr: str, variables: dict[str, float]) -> float:
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError("disallowed syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in variables:
            raise ValueError("unknown variable %s" % node.id)
    return eval(compile(tree, "<metric>", "eval"), {"__builtins__": {}}, dict(variables))


def evaluate_filter(expr: str, row: dict) -> bool:
    return bool(eval(expr, {"__builtins__": {}}, {"row": row}))
