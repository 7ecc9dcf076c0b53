"""Typed containers and answer rules used across the package."""
from dataclasses import dataclass, field

type Score = int | float
type Board[T] = dict[str, list[T]]


@dataclass
class Team[T]:
    name: str
    scores: list[T] = field(default_factory=list)

    def total(self) -> T:
        return sum(self.scores)

    def label(self) -> str:
        return f"{self.name} ({f"{self.total():g}"} pts)"


class Rule[T]:
    """A bonus rule such as "streak >= 3 and joker" supplied by the quiz host's app."""

    def __init__(self, expression: str):
        self.expression = expression

    def applies(self, **facts: T) -> bool:
        return bool(eval(self.expression, {"__builtins__": {}}, facts))


def leaders[T: (int, float)](board: Board[T]) -> list[str]:
    totals = {k: sum(v) for k, v in board.items()}
    best = max(totals.values(), default=0)
    return [f"{k}" for k, v in totals.items() if v == best]
