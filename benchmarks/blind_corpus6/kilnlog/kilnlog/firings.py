"""Firing schedules: ramp segments, cone targets, hold times."""
import re
from dataclasses import dataclass, field

_ARITH = re.compile(r"^[\d\s.+\-*/()]+$")

CONES = {"022": 586, "018": 696, "06": 999, "04": 1060, "6": 1222, "10": 1285}


@dataclass
class Segment:
    rate_c_per_hr: float
    target_c: float
    hold_min: float = 0.0


@dataclass
class Schedule:
    name: str
    segments: list = field(default_factory=list)

    def total_minutes(self, start_c=20.0):
        temp = start_c
        total = 0.0
        for seg in self.segments:
            total += abs(seg.target_c - temp) / seg.rate_c_per_hr * 60 + seg.hold_min
            temp = seg.target_c
        return total


def ramp_minutes(expr):
    """Hold times may be typed as arithmetic, e.g. "(1200-600)/150*60"."""
    expr = expr.strip()
    if not _ARITH.match(expr) or "**" in expr or len(expr) > 64:
        raise ValueError(f"not a simple arithmetic expression: {expr!r}")
    return float(eval(expr, {"__builtins__": {}}, {}))


def schedule_from_form(name, rows):
    sched = Schedule(name)
    for rate, target, hold in rows:
        sched.segments.append(Segment(float(rate), float(CONES.get(target, target)), ramp_minutes(hold or "0")))
    return sched
