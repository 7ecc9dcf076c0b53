"""A tiny arithmetic-only expression compiler for derived metrics."""
import ast

ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UAdd,
)
ALLOWED_NAMES = frozenset({"level_cm", "temp_c", "salinity"})


def compile_safe(text):
    if len(text) > 200:
        raise ValueError("expression too long")
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ValueError("disallowed syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in ALLOWED_NAMES:
            raise ValueError("unknown name: %s" % node.id)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants")
    return compile(tree, "<metric>", "eval")
