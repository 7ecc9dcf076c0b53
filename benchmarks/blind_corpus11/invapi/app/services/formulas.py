import ast
import operator
from typing import Any

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def parse_constants(raw: str) -> Any:
    return ast.literal_eval(raw)


def reorder_point(formula: str, **vars: float) -> float:
    """Evaluate a tenant-configured reorder formula such as 'avg_daily * lead_days + safety'."""
    return float(eval(formula, {"__builtins__": {}}, vars))


def safe_arith(expr: str, **vars: float) -> float:
    def ev(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return node.value
        if isinstance(node, ast.Name) and node.id in vars:
            return vars[node.id]
        raise ValueError("unsupported expression")
    return ev(ast.parse(expr, mode="eval"))
