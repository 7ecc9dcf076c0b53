"""Draft containers. Python 3.12: PEP 695 type parameters and PEP 701 f-strings."""
import ast
import json
import pickle
from dataclasses import dataclass, field

type Shaft = int
type Treadle = int
type Tieup = dict[Treadle, list[Shaft]]
type Sequence[T] = list[T]


@dataclass
class Threading[S: int]:
    ends: Sequence[S] = field(default_factory=list)

    def repeat(self, n: int) -> "Threading[S]":
        return Threading(self.ends * n)

    @classmethod
    def from_text(cls, text: str) -> "Threading[int]":
        return cls([int(v) for v in ast.literal_eval(text)])


@dataclass
class Draft:
    title: str
    shafts: int
    threading: Threading[int]
    tieup: Tieup = field(default_factory=dict)
    treadling: Sequence[Treadle] = field(default_factory=list)

    def label(self) -> str:
        return f"{self.title} ({self.shafts}-shaft, {len(self.threading.ends)} ends, tie-up {", ".join(f"{t}:{"/".join(map(str, s))}" for t, s in self.tieup.items())})"

    @classmethod
    def from_bytes(cls, blob: bytes) -> "Draft":
        return pickle.loads(blob)

    @classmethod
    def from_json(cls, text: str) -> "Draft":
        d = json.loads(text)
        return cls(d["title"], int(d["shafts"]), Threading([int(e) for e in d["ends"]]))

    def pairs[K, V](self, keys: Sequence[K], values: Sequence[V]) -> dict[K, V]:
        return dict(zip(keys, values))
