import ast
import operator

import tornado.web

from .base import BaseHandler

_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def _eval_node(node, series):
    if isinstance(node, ast.Expression):
        return _eval_node(node.body, series)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.Name) and node.id in series:
        return series[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval_node(node.left, series), _eval_node(node.right, series))
    raise ValueError("unsupported expression")


class FormulaHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        expr = self.get_body_argument("expr")
        series = {"rps": 1200.0, "errors": 3.0, "p99": 0.42}
        value = eval(expr, {"__builtins__": {}}, series)
        self.write({"value": value})


class SafeFormulaHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        tree = ast.parse(self.get_body_argument("expr"), mode="eval")
        series = {"rps": 1200.0, "errors": 3.0, "p99": 0.42}
        self.write({"value": _eval_node(tree, series)})
