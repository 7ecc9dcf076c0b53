"""Shared types.  PEP 695 syntax: tidekit requires Python 3.12+."""
from dataclasses import dataclass
from datetime import datetime

type Metres = float
type Series = list[Reading]
type Pair[T] = tuple[T, T]


@dataclass(frozen=True, slots=True)
class Reading:
    at: datetime
    height: Metres

    def label(self) -> str:
        return f"{self.at:%H:%M} {self.height:+.2f} m"


def extremes[T: Reading](series: list[T]) -> Pair[T]:
    return min(series, key=lambda r: r.height), max(series, key=lambda r: r.height)


def describe(stats: dict[str, float]) -> str:
    return f"range {stats["high"] - stats["low"]:.2f} m (HW {stats["high"]:.2f}, LW {stats["low"]:.2f})"
