"""Tucson (.rwl / decadal) ring-width files."""
import ast
import math

from .types import Series


def read_rwl(text, missing=-9999):
    series = {}
    for line in text.splitlines():
        if len(line) < 12 or not line[8:12].strip().lstrip("-").isdigit():
            continue
        ident, decade = line[:8].strip(), int(line[8:12])
        values = [int(line[12 + 6 * i: 18 + 6 * i]) for i in range((len(line) - 12) // 6)]
        s = series.setdefault(ident, Series(ident, decade, []))
        for v in values:
            if v in (999, missing):
                break
            s.widths.append(v / 100.0)
    return list(series.values())


def parse_header_value(text):
    """Header fields sometimes hold tuples such as ``(51.75, -1.25)``."""
    return ast.literal_eval(text.strip())


def apply_detrend(series, expression="w / mean"):
    """Detrend ring widths with an expression in ``w``, ``i`` and ``mean``."""
    mean = sum(series.widths) / len(series.widths)
    env = {"mean": mean, "log": math.log, "exp": math.exp}
    return [eval(expression, env, {"w": w, "i": i}) for i, w in enumerate(series.widths)]
