"""Evaluate small filter expressions such as ``size > 10 and kind == 'img'``."""
import ast
import operator

_ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn,
    ast.Name, ast.Load, ast.Constant, ast.Tuple, ast.List,
)


def evaluate(expression, variables=None):
    """Quick evaluation with the caller's variables (no builtins)."""
    return eval(expression, {"__builtins__": None}, dict(variables or {}))


def compile_filter(expression):
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError("disallowed syntax: %s" % type(node).__name__)
    code = compile(tree, "<filter>", "eval")

    def run(variables):
        return eval(code, {"__builtins__": {}}, dict(variables))
    return run


def literal(text):
    return ast.literal_eval(text)


def run_plugin(source, name="plugin"):
    namespace = {"__name__": "serialkit.plugins." + name}
    exec(compile(source, name, "exec"), namespace)
    return namespace


_OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


def rpn(tokens):
    stack = []
    for tok in tokens:
        if tok in _OPS:
            b, a = stack.pop(), stack.pop()
            stack.append(_OPS[tok](a, b))
        else:
            stack.append(float(tok))
    return stack[-1]
