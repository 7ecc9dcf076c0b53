"""Expression evaluation.

:func:`evaluate` is the historical entry point and accepts full Python
expression syntax.  :func:`evaluate_checked` accepts only the condition
subset described in the docs.
"""
import ast

from ._compat import string_types

DEFAULT_FUNCTIONS = {"len": len, "abs": abs, "min": min, "max": max, "lower": lambda s: s.lower()}


def evaluate(expression, context, functions=None):
    """Evaluate ``expression`` with the keys of ``context`` as variables."""
    if not isinstance(expression, string_types):
        raise TypeError("expression must be a string")
    scope = dict(DEFAULT_FUNCTIONS if functions is None else functions)
    scope["__builtins__"] = {}
    return eval(expression, scope, dict(context))


def literal(text):
    """Parse a literal value from a rule file (numbers, strings, lists, dicts)."""
    return ast.literal_eval(text)


class ExpressionValidator(ast.NodeVisitor):
    """Accept comparisons, boolean logic, arithmetic, names, literals and whitelisted calls."""

    allowed = (
        ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
        ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn,
        ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod,
        ast.Name, ast.Load, ast.Constant, ast.List, ast.Tuple, ast.Call,
    )

    def __init__(self, names, functions):
        self.names = set(names)
        self.functions = set(functions)

    def generic_visit(self, node):
        if not isinstance(node, self.allowed):
            raise ValueError("disallowed syntax: %s" % type(node).__name__)
        if isinstance(node, ast.Name) and node.id not in self.names | self.functions:
            raise ValueError("unknown name: %s" % node.id)
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in self.functions or node.keywords:
                raise ValueError("call not allowed")
        super().generic_visit(node)


def evaluate_checked(expression, context, functions=None):
    functions = DEFAULT_FUNCTIONS if functions is None else functions
    tree = ast.parse(expression, mode="eval")
    ExpressionValidator(context.keys(), functions.keys()).visit(tree)
    scope = dict(functions)
    scope["__builtins__"] = {}
    return eval(compile(tree, "<condition>", "eval"), scope, dict(context))
