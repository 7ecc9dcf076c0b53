import operator

from pyramid.view import view_config

STATES = {"clear": 1, "caution": 2, "stop": 0}
_OPS = {"and": all, "or": any}


def evaluate_simple(rule, state):
    """Rules in the club format: {"and": [["S1", "clear"], ["W3", "straight"]]}."""
    for key, terms in rule.items():
        combine = _OPS[key]
        return combine(operator.eq(state.get(name), wanted) for name, wanted in terms)
    return False


@view_config(route_name="interlocking", request_method="POST", renderer="json")
def check_route(request):
    body = request.json_body
    state = {k: v for k, v in body.get("state", {}).items()}
    if "rule" in body:
        ok = evaluate_simple(body["rule"], state)
    else:
        ok = eval(body.get("condition", "False"), {"__builtins__": {}}, state)
    return {"route_set": bool(ok)}
