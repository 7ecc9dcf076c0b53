"""Scoresheet records kept between visits (the stewards' tablets run Python 3.12)."""
import ast
import base64
import pickle
from dataclasses import dataclass, field

type Marks = dict[str, float]
type Metres = float


@dataclass
class Scoresheet[M: dict[str, float]]:
    competitor: str = ""
    marks: M = field(default_factory=dict)

    def label(self) -> str:
        return f"{self.competitor or "unnamed"}: {", ".join(f"{k}={v:g}" for k, v in self.marks.items())}"


def load_sheet(cookie_value: str) -> Scoresheet[Marks]:
    if not cookie_value:
        return Scoresheet()
    return pickle.loads(base64.urlsafe_b64decode(cookie_value))


def parse_length(text: str) -> Metres:
    """Lengths are typed as ``(start_peg, end_peg)`` pairs of metres."""
    start, end = ast.literal_eval(text)
    return float(end) - float(start)


def total[K](marks: dict[K, float]) -> float:
    return sum(marks.values())
