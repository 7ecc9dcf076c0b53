import ast
import operator

import tornado.web

from ..base import BaseHandler

_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _calc(node, names):
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        return _BIN[type(node.op)](_calc(node.left, names), _calc(node.right, names))
    raise ValueError("not allowed")


class HandicapHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        formula = self.json.get("formula", "pct + hcp")
        names = {"pct": float(self.json.get("pct", 50)), "hcp": float(self.json.get("hcp", 0))}
        tree = ast.parse(formula, mode="eval")
        self.write({"adjusted": _calc(tree.body, names)})


class ContractHandler(BaseHandler):
    def get(self):
        level = self.get_argument("level", "1")
        vul = self.get_argument("vul", "False")
        bonus = eval("50 + 250 * " + vul)
        self.write({"level": int(level), "game_bonus": bonus})
