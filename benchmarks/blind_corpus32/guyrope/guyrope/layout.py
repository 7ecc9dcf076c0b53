"""Marquee layouts: poles, tables and capacity rules (Python 3.12+)."""
import ast
import math
import random
from dataclasses import dataclass, field

type Point = tuple[float, float]
type Rule = str


@dataclass
class Marquee[U: (int, float)]:
    width_m: U
    length_m: U
    poles: list[Point] = field(default_factory=list)

    @property
    def area(self) -> float:
        return float(self.width_m) * float(self.length_m)

    def describe(self) -> str:
        return f"{self.width_m}x{self.length_m} m, {len(self.poles)} poles, {f"{self.area:.0f}"} m²"


def parse_poles(text: str) -> list[Point]:
    raw = ast.literal_eval(text)
    return [(float(x), float(y)) for x, y in raw]


def capacity[U: (int, float)](marquee: Marquee[U], rule: Rule) -> int:
    """Guests for a layout; ``rule`` is the capacity formula on the booking."""
    env = {"area": marquee.area, "poles": len(marquee.poles), "floor": math.floor}
    return int(eval(rule, {"__builtins__": {}}, env))


def arrange_tables[U: (int, float)](marquee: Marquee[U], count: int, rounds: int = 200) -> list[Point]:
    best: list[Point] = []
    best_gap = -1.0
    for _ in range(rounds):
        trial = [(random.uniform(1, float(marquee.width_m) - 1), random.uniform(1, float(marquee.length_m) - 1)) for _ in range(count)]
        gap = min((math.dist(a, b) for i, a in enumerate(trial) for b in trial[i + 1:]), default=0.0)
        if gap > best_gap:
            best, best_gap = trial, gap
    return best
