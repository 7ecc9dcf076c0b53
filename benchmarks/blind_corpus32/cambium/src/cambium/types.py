"""Core containers (Python 3.12+)."""
import json
import pickle
from dataclasses import dataclass, field

type Year = int
type RingWidths = list[float]
type Measurements[T: (int, float)] = dict[Year, T]


@dataclass
class Series[T: (int, float)]:
    ident: str
    first_year: Year
    widths: list[T]
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def last_year(self) -> Year:
        return self.first_year + len(self.widths) - 1

    def as_measurements(self) -> Measurements[T]:
        return {self.first_year + i: w for i, w in enumerate(self.widths)}

    def label(self) -> str:
        return f"{self.ident} ({self.first_year}-{self.last_year}, {self.meta.get("species", "unknown")})"

    def to_bytes(self) -> bytes:
        return pickle.dumps(self)

    @classmethod
    def from_bytes(cls, blob: bytes) -> "Series":
        return pickle.loads(blob)

    def to_json(self) -> str:
        return json.dumps({"ident": self.ident, "first_year": self.first_year, "widths": self.widths, "meta": self.meta})

    @classmethod
    def from_json(cls, text: str) -> "Series":
        data = json.loads(text)
        return cls(str(data["ident"]), int(data["first_year"]), [float(w) for w in data["widths"]], dict(data.get("meta", {})))


def overlap[A: (int, float), B: (int, float)](a: Series[A], b: Series[B]) -> range:
    return range(max(a.first_year, b.first_year), min(a.last_year, b.last_year) + 1)
