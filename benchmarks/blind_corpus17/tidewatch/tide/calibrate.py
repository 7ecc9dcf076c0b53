"""Per-station calibration formulas such as "v * 1.02 - 3" entered by harbour staff."""
import ast

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub)


def compile_formula(expr):
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED) or (isinstance(node, ast.Name) and node.id != "v"):
            raise ValueError("unsupported element in formula: %s" % type(node).__name__)
    code = compile(tree, "<formula>", "eval")
    return lambda v: eval(code, {"__builtins__": {}}, {"v": v})
