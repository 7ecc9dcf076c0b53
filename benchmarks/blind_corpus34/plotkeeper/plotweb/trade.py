import ast

from .util import form, json_response, route

PRICES = {"seed-potatoes": 2.4, "onion-sets": 1.1, "fish-blood-bone": 6.5, "canes": 0.35}


@route("/trade/quote")
def quote(environ, start_response):
    f = form(environ)
    item = f.get("item", "canes")
    qty = eval(f.get("qty", "1"), {"__builtins__": {}}, {})
    return json_response(start_response, {"item": item, "total": round(PRICES.get(item, 0) * qty, 2)})


@route("/trade/basket")
def basket(environ, start_response):
    f = form(environ)
    items = ast.literal_eval(f.get("items", "[]"))
    total = sum(PRICES.get(name, 0) * int(n) for name, n in items)
    return json_response(start_response, {"total": round(total, 2)})
