import ast

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd)


def evaluate(expression: str, fields: dict) -> object:
    """Evaluate a {{ ... }} template expression against field values."""
    return eval(expression, {}, dict(fields))


def evaluate_restricted(expression: str, fields: dict) -> object:
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError("disallowed syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in fields:
            raise ValueError("unknown field %s" % node.id)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants")
    return eval(compile(tree, "<docmill-expr>", "eval"), {"__builtins__": {}}, {k: float(v) for k, v in fields.items()})
