import ast

_ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.USub, ast.UAdd,
)


def evaluate(expr, variables):
    """Evaluate a spreadsheet-style formula such as ``(revenue - cost) / revenue``."""
    return eval(expr, {"__builtins__": {}}, dict(variables))


def safe_evaluate(expr, variables):
    """Like :func:`evaluate` but only arithmetic on known variable names is accepted."""
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError("unsupported syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in variables:
            raise ValueError("unknown variable: %s" % node.id)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants are allowed")
    return eval(compile(tree, "<formula>", "eval"), {"__builtins__": {}}, dict(variables))
