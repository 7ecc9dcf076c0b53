"""Record shapes shared by the routers (the site laptops run Python 3.12)."""
import ast
import base64
import json
import pickle
from dataclasses import dataclass, field

type GridRef = tuple[float, float]
type Row = dict[str, object]


@dataclass
class Page[T]:
    items: list[T]
    total: int
    offset: int = 0

    def summary(self) -> str:
        return f"{len(self.items)} of {self.total} from {self.offset}"


@dataclass
class ContextSheet:
    context_no: int
    site: str
    kind: str
    description: str
    grid: GridRef = (0.0, 0.0)
    above: list[int] = field(default_factory=list)
    below: list[int] = field(default_factory=list)

    def heading(self) -> str:
        return f"{self.site}/{self.context_no} ({self.kind})"


def parse_grid(text: str) -> GridRef:
    easting, northing = ast.literal_eval(text)
    return float(easting), float(northing)


def load_draft(blob: str) -> ContextSheet:
    """Drafts saved offline on the site tablets, posted when they are back in signal."""
    raw = base64.b64decode(blob)
    if raw[:1] == b"{":
        return ContextSheet(**json.loads(raw))
    return pickle.loads(raw)


def page_of[T](items: list[T], total: int, offset: int = 0) -> Page[T]:
    return Page(items=items, total=total, offset=offset)


def label_line(row: Row) -> str:
    return f"{row["site"]}-{row["context_no"]}: {row["kind"]}"
