"""Shared type aliases and small containers. PEP 695 syntax: Python 3.12+."""
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

type LangCode = str
type SegmentDict = Mapping[str, str | int | None]
type SegmentFilter = Callable[[SegmentDict], bool]
type Pair[T] = tuple[T, T]


@dataclass(frozen=True, slots=True)
class Match[T]:
    item: T
    score: float

    def __lt__(self, other: "Match[T]") -> bool:
        return self.score < other.score


def best[T](matches: Iterable[Match[T]], threshold: float = 0.0) -> Match[T] | None:
    top = None
    for m in matches:
        if m.score >= threshold and (top is None or top < m):
            top = m
    return top


def swap[T](pair: Pair[T]) -> Pair[T]:
    a, b = pair
    return b, a
