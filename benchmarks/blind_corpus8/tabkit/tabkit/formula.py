import ast
import math
import operator

from .core import Table

_FUNCS = {"abs": abs, "round": round, "min": min, "max": max, "sqrt": math.sqrt, "log": math.log}
_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv, ast.Mod: operator.mod}
_CMPOPS = {ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Eq: operator.eq, ast.NotEq: operator.ne}


def derive(table: Table, name: str, expr: str) -> Table:
    """Add column *name* computed from *expr*, e.g. ``derive(t, "total", "qty * price")``."""
    code = compile(expr, "<derive>", "eval")
    values = [eval(code, {"__builtins__": {}, **_FUNCS}, rec) for rec in table.records()]
    return table.with_column(name, values)


class _Filter(ast.NodeVisitor):
    def __init__(self, rec):
        self.rec = rec

    def visit_Expression(self, node):
        return self.visit(node.body)

    def visit_BoolOp(self, node):
        vals = [self.visit(v) for v in node.values]
        return all(vals) if isinstance(node.op, ast.And) else any(vals)

    def visit_Compare(self, node):
        left = self.visit(node.left)
        for op, comp in zip(node.ops, node.comparators):
            right = self.visit(comp)
            if not _CMPOPS[type(op)](left, right):
                return False
            left = right
        return True

    def visit_BinOp(self, node):
        return _BINOPS[type(node.op)](self.visit(node.left), self.visit(node.right))

    def visit_Name(self, node):
        return self.rec[node.id]

    def visit_Constant(self, node):
        return node.value

    def generic_visit(self, node):
        raise ValueError(f"unsupported syntax: {type(node).__name__}")


def where(table: Table, condition: str) -> Table:
    """Keep rows matching *condition*, e.g. ``where(t, "qty > 3 and region == 'EU'")``."""
    tree = ast.parse(condition, mode="eval")
    return table.filter_rows([_Filter(rec).visit(tree) for rec in table.records()])
