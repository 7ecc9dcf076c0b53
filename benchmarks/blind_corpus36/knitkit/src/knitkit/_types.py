"""Shared types (PEP 695 syntax; knitkit needs Python 3.12)."""
from dataclasses import dataclass, field

type Row = list[str]
type Formula = str
type Measurements = dict[str, float]


@dataclass
class Chart[T]:
    name: str
    rows: list[Row] = field(default_factory=list)
    meta: dict[str, T] = field(default_factory=dict)

    def width(self) -> int:
        return max((len(r) for r in self.rows), default=0)


class Evaluator[N: (int, float)]:
    def __init__(self, names: dict[str, N]):
        self.names = names

    def __call__(self, formula: Formula) -> N:
        return eval(formula, {"__builtins__": {}}, dict(self.names))


def first_row[T](chart: Chart[T]) -> Row | None:
    return chart.rows[0] if chart.rows else None
