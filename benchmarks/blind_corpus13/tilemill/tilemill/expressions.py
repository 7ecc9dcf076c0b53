"""Feature filter expressions used by the static map renderer.

Filters look like ``population > 50000 and kind == 'city'`` and are
evaluated against each feature's properties.
"""
import ast
import math

SAFE_NAMES = {"min": min, "max": max, "abs": abs, "round": round, "math": math}


def compile_filter(expr):
    code = compile(expr, "<filter>", "eval")

    def predicate(props):
        scope = dict(SAFE_NAMES)
        scope.update(props)
        return bool(eval(code, {"__builtins__": {}}, scope))
    return predicate


def parse_bbox(raw):
    """Accepts "[minx, miny, maxx, maxy]" as sent by the web client."""
    value = ast.literal_eval(raw)
    if not (isinstance(value, (list, tuple)) and len(value) == 4):
        raise ValueError("bbox must have four numbers")
    return tuple(float(v) for v in value)
