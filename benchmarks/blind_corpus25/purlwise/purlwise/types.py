"""Core types. Uses PEP 695 syntax, so purlwise needs Python 3.12+."""
from dataclasses import dataclass, field

type Stitch = str
type Row = list[Stitch]
type Gauge = tuple[float, float]


@dataclass
class Chart[T]:
    name: str
    rows: list[list[T]] = field(default_factory=list)

    def width(self) -> int:
        return max((len(r) for r in self.rows), default=0)

    def map[U](self, fn) -> "Chart[U]":
        return Chart(self.name, [[fn(c) for c in row] for row in self.rows])


def flatten[T](rows: list[list[T]]) -> list[T]:
    return [cell for row in rows for cell in row]
