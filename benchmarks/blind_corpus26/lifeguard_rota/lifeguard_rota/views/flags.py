from pyramid.view import view_config

from ..services.flags import evaluate_custom, evaluate_default


@view_config(route_name="flag_rule", renderer="json", request_method="POST")
def evaluate(request):
    body = request.json_body
    readings = {
        "wave_height": float(body.get("wave_height", 0)),
        "wind_kts": float(body.get("wind_kts", 0)),
        "rip_current": bool(body.get("rip_current")),
    }
    result = evaluate_default(readings)
    if body.get("rule"):
        result["custom"] = evaluate_custom(body["rule"], readings)
    return result
