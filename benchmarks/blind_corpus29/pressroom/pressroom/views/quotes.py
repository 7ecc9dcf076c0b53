import ast
import operator

from pyramid.view import view_config, view_defaults

PAPER_RATES = {"silk150": 0.041, "uncoated120": 0.033, "card350": 0.118}
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}


def _arith(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return node.value
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_arith(node.left), _arith(node.right))
    raise ValueError("unsupported expression")


@view_defaults(route_name="quote", renderer="json")
class QuoteView:
    def __init__(self, request):
        self.request = request
        self.params = request.params

    @view_config(request_method="GET")
    def quick_quote(self):
        sheets = _arith(ast.parse(self.params.get("sheets", "1"), mode="eval").body)
        rate = PAPER_RATES.get(self.params.get("stock"), 0.05)
        return {"sheets": sheets, "price": round(sheets * rate, 2)}

    @view_config(request_method="POST")
    def bulk_quote(self):
        data = self.request.json_body
        qty = eval(data.get("quantity", "0"))
        rate = PAPER_RATES.get(data.get("stock"), 0.05)
        return {"quantity": qty, "price": round(qty * rate, 2)}
