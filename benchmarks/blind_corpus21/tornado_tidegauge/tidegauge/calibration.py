"""Calibration formulas convert raw sensor counts into millimetres."""
import ast

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow, ast.USub)


def apply_formula(formula, raw):
    """Legacy path used by the old loggers: the formula string comes with the batch."""
    return eval(formula, {"__builtins__": {}}, {"raw": raw})


def compile_formula(formula):
    tree = ast.parse(formula, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError("unsupported element in formula: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id != "raw":
            raise ValueError("only 'raw' may be referenced")
    return compile(tree, "<calibration>", "eval")


def apply_checked(formula, raw):
    code = compile_formula(formula)
    return eval(code, {"__builtins__": {}}, {"raw": raw})
