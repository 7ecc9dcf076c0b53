"""Tiny expression language for derived panel values, e.g. ``errors / requests * 100``."""
import ast
import math

SAFE_FUNCS = {"abs": abs, "min": min, "max": max, "round": round, "log": math.log, "sqrt": math.sqrt}


def evaluate(expr, series):
    env = dict(SAFE_FUNCS)
    env.update(series)
    return eval(expr, {"__builtins__": {}}, env)


def parse_threshold(raw):
    value = ast.literal_eval(raw)
    if not isinstance(value, (int, float, list, tuple)):
        raise ValueError("threshold must be a number or a list of numbers")
    return value
