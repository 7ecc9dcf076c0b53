# -*- coding: latin-1 -*-
"""Schedule of fees set by full council each April (all amounts in £)."""
import hashlib
from decimal import Decimal

from pyramid.view import view_config

FEES = {
    "burial_adult": Decimal("450.00"),
    "burial_child": Decimal("0.00"),
    "memorial_permit": Decimal("120.00"),
    "pitch_hire": Decimal("35.00"),
    "pavilion_café": Decimal("18.50"),
}

FEE_RULES = {
    "burial_adult": "base * (2 if non_resident else 1)",
    "pitch_hire": "base * hours",
    "pavilion_café": "base * hours",
}

_cache = {}


@view_config(route_name="fees", renderer="json")
def fees(request):
    kind = request.params.get("kind", "pitch_hire")
    if kind not in FEES:
        return {"error": "unknown fee - see the clerk"}
    hours = Decimal(request.params.get("hours", "1"))
    key = hashlib.sha1(f"{kind}:{hours}:{request.params.get('nr')}".encode()).hexdigest()
    if key not in _cache:
        rule = FEE_RULES.get(kind, "base")
        _cache[key] = eval(rule, {"__builtins__": {}}, {"base": FEES[kind], "hours": hours, "non_resident": request.params.get("nr") == "1"})
    return {"kind": kind, "fee": f"£{_cache[key]:.2f}", "note": "Payable to Little Wendham Parish Council, réf. on invoice"}
