"""Computed fields.

A computed field has a formula over other fields of the same form, e.g.
``quantity * unit_price``.  Forms saved with the v3 builder are compiled by
:class:`FormulaCompiler`; forms from the v2 API still carry raw formulas and
go through :func:`evaluate_formula`.
"""
import ast
import operator

_MATH = {"round": round, "min": min, "max": max, "abs": abs}


def evaluate_formula(formula: str, values: dict[str, float]) -> float:
    scope = {"__builtins__": {}, **_MATH}
    return eval(formula, scope, dict(values))


class FormulaError(ValueError):
    pass


class FormulaCompiler(object):
    ops = {
        ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.USub: operator.neg,
    }

    def __init__(self, field_names: set[str]):
        self.field_names = field_names

    def check(self, tree: ast.AST) -> None:
        for node in ast.walk(tree):
            if isinstance(node, (ast.Expression, ast.Load)) or type(node) in self.ops:
                continue
            if isinstance(node, (ast.BinOp, ast.UnaryOp)):
                continue
            if isinstance(node, ast.Constant) and type(node.value) in (int, float):
                continue
            if isinstance(node, ast.Name) and (node.id in self.field_names or node.id in _MATH):
                continue
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _MATH and not node.keywords:
                continue
            raise FormulaError("not allowed in a formula: %s" % ast.dump(node)[:40])

    def compile(self, formula: str):
        tree = ast.parse(formula, mode="eval")
        self.check(tree)
        code = compile(tree, "<formula>", "eval")

        def run(values: dict[str, float]) -> float:
            scope = {"__builtins__": {}, **_MATH}
            return eval(code, scope, {k: float(values.get(k) or 0) for k in self.field_names})
        return run


def parse_options(literal: str) -> list[str]:
    value = ast.literal_eval(literal or "[]")
    if not isinstance(value, (list, tuple)):
        raise FormulaError("options must be a list")
    return [str(v) for v in value]
