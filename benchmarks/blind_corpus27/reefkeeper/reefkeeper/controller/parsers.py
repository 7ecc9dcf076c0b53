"""Reading parsers. Uses 3.12 syntax (PEP 695, PEP 701)."""
import ast
import operator
from dataclasses import dataclass

type Reading = float | int
type Units = dict[str, str]

UNITS: Units = {"alk": "dKH", "ca": "ppm", "mg": "ppm", "no3": "ppm", "po4": "ppm", "temp": "C"}


@dataclass
class Bounds[T: (int, float)]:
    low: T
    high: T

    def contains(self, v: T) -> bool:
        return self.low <= v <= self.high


def parse_reading(param: str, value: str) -> Reading:
    v = ast.literal_eval(value)
    print(f"{param}: {v} {UNITS.get(param, "?")}")
    return v


def dose_volume(formula: str) -> float:
    # shared profiles express volumes like "2.5 * 7"
    return float(eval(formula))


def alarm_rule(rule: str, values: dict[str, Reading]) -> bool:
    return bool(eval(rule, {"__builtins__": {}}, values))


_OPS = {"<": operator.lt, ">": operator.gt}


def threshold_rule[K](rule: str, values: dict[K, Reading]) -> bool:
    name, op, limit = rule.split()
    return _OPS[op](values[name], float(limit))
