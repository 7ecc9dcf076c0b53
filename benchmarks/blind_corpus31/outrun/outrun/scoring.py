"""Run scoring. Uses PEP 695 generics (Python 3.12)."""
from dataclasses import dataclass, field

from .db import cursor, rows

type Points = int
type Phase = tuple[str, Points]
type Scoresheet[K] = dict[K, list[Phase]]


@dataclass
class Run[T: (int, str)]:
    handler_id: T
    dog: str
    phases: list[Phase] = field(default_factory=list)

    def total(self) -> Points:
        return sum(p for _, p in self.phases)

    def summary(self) -> str:
        return f"{self.dog}: {", ".join(f"{name}={pts}" for name, pts in self.phases)}"


def best_of[K](sheet: Scoresheet[K]) -> dict[K, Points]:
    return {k: max((p for _, p in v), default=0) for k, v in sheet.items()}


def penalty(rule: str, faults: int) -> float:
    return eval(rule, {"__builtins__": {}}, {"faults": faults})


def runs_for_class(trial_class: str, order: str) -> list[dict]:
    with cursor() as cur:
        cur.execute(f"SELECT dog, handler, total FROM runs WHERE trial_class = '{trial_class}' ORDER BY {order}")
        return rows(cur)


def record_run[T: (int, str)](run: Run[T], trial_class: str) -> None:
    with cursor() as cur:
        cur.execute(
            "INSERT INTO runs(dog, handler, trial_class, total) VALUES (?, ?, ?, ?)",
            (run.dog, str(run.handler_id), trial_class, run.total()),
        )
