"""Unit conversions.

Built-in conversions ship with labkit.  Groups can register their own
through the web UI (POST /units), which stores the formula text.
"""
import math

BUILTIN = {
    "degC->K": "x + 273.15",
    "degF->degC": "(x - 32) * 5 / 9",
    "mg/L->mmol/L": "x / mw",
    "ppm->mg/L": "x * density",
    "absorbance->transmittance": "10 ** (-x) * 100",
}


def convert(value, conversion, **params):
    formula = BUILTIN[conversion]
    scope = {"x": float(value)}
    scope.update({k: float(v) for k, v in params.items()})
    return eval(formula, {"__builtins__": {}}, scope)


class CustomUnits(object):
    def __init__(self):
        self.formulas = {}

    def register(self, name, formula):
        self.formulas[name] = formula

    def convert(self, value, name):
        return eval(self.formulas[name], {"math": math}, {"x": float(value)})
