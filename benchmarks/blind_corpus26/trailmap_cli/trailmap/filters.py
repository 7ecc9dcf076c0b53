"""Selection filters for `trailmap report --where EXPR`.

The expression is written by the operator on the command line, e.g.
``--where "length_km < 12 and region == 'North'"``.
"""
import ast


def compile_where(expr):
    return compile(expr, "<--where>", "eval")


def matches(code, trail):
    return bool(eval(code, {"__builtins__": {}}, dict(trail)))


def parse_elevation_profile(raw):
    """Registry entries carry the profile as a Python-literal list, e.g. "[(0, 120), (1.5, 310)]"."""
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return []
