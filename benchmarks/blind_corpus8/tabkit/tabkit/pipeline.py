"""Declarative pipelines. Requires Python 3.12 (PEP 695 / PEP 701)."""
from collections.abc import Callable

import yaml

from .core import Table
from .formula import derive, where
from .sampling import sample

type Step = Callable[[Table], Table]
type Spec = dict[str, object]

_STEP_TYPES: dict[str, Callable[..., Step]] = {
    "derive": lambda name, expr: (lambda t: derive(t, name, expr)),
    "where": lambda condition: (lambda t: where(t, condition)),
    "sample": lambda n, seed=None: (lambda t: sample(t, n, seed)),
}


class Pipeline[T: Table]:
    def __init__(self, steps: list[Step], name: str = "pipeline"):
        self.steps = steps
        self.name = name

    def __call__(self, table: T) -> T:
        for step in self.steps:
            table = step(table)
        return table

    def __repr__(self) -> str:
        return f"Pipeline({self.name!r}, {len(self.steps)} steps: {", ".join(f"{s!r}" for s in self.steps)})"

    @classmethod
    def from_yaml(cls, text: str) -> "Pipeline[Table]":
        spec: Spec = yaml.load(text, Loader=yaml.UnsafeLoader)
        steps = [_STEP_TYPES[s["type"]](**{k: v for k, v in s.items() if k != "type"}) for s in spec["steps"]]
        return cls(steps, name=f"{spec.get("name", "pipeline")}")
