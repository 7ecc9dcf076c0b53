"""Beach flag rules: decide red / yellow / red-yellow from current readings.

Rules are stored per beach as Python boolean expressions over the readings,
e.g. ``wave_height > 1.5 or rip_current``.
"""
RULE_NAMES = ("red", "yellow", "red_yellow", "black_white")

DEFAULT_RULES = {
    "red": "wave_height > 2.0 or wind_kts > 30",
    "yellow": "wave_height > 1.0 or rip_current",
    "red_yellow": "not (wave_height > 2.0 or wind_kts > 30)",
}

_COMPILED_DEFAULTS = {name: compile(expr, "<flag:%s>" % name, "eval") for name, expr in DEFAULT_RULES.items()}


def evaluate_default(readings):
    return {name: bool(eval(code, {"__builtins__": {}}, dict(readings))) for name, code in _COMPILED_DEFAULTS.items()}


def evaluate_custom(rule_text, readings):
    return bool(eval(rule_text, {}, dict(readings)))
