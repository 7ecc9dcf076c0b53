"""Typed shapes shared by the endpoints (needs Python 3.12 for `type` aliases)."""
from dataclasses import dataclass, field
from datetime import date

type ToolId = int
type MemberId = str
type Row = dict[str, object]


@dataclass
class Loan:
    tool_id: ToolId
    member_id: MemberId
    due: date
    notes: list[str] = field(default_factory=list)


@dataclass
class Page[T]:
    items: list[T]
    total: int
    offset: int = 0

    def as_dict(self) -> dict[str, object]:
        return {"items": self.items, "total": self.total, "offset": self.offset}


def first[T](items: list[T], default: T | None = None) -> T | None:
    return items[0] if items else default
