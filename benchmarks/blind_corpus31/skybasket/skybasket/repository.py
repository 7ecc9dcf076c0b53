"""Flight repository (Python 3.12: PEP 695 generics, PEP 701 f-strings)."""
import sqlite3
from dataclasses import dataclass
from typing import Protocol

from .config import Settings

type Row = dict[str, object]
type Filters = dict[str, str]


class Identified(Protocol):
    id: int


@dataclass
class Flight:
    id: int
    site: str
    slot: str
    seats: int


class Repo[T: Identified]:
    def __init__(self, table: str, factory: type[T]):
        self.table = table
        self.factory = factory
        self.conn = sqlite3.connect(Settings.DB_PATH)
        self.conn.row_factory = sqlite3.Row

    def get(self, ident: int) -> T | None:
        row = self.conn.execute(f"SELECT * FROM {self.table} WHERE id = ?", (ident,)).fetchone()
        return self.factory(**dict(row)) if row else None

    def where(self, filters: Filters, order: str = "slot") -> list[T]:
        clause = " AND ".join(f"{k} = '{v}'" for k, v in filters.items()) or "1=1"
        sql = f"SELECT * FROM {self.table} WHERE {clause} ORDER BY {order}"
        return [self.factory(**dict(r)) for r in self.conn.execute(sql).fetchall()]

    def describe(self, item: T) -> str:
        return f"{self.table}#{item.id} {", ".join(f"{k}={v!r}" for k, v in vars(item).items() if k != "id")}"


def flights() -> Repo[Flight]:
    return Repo("flights", Flight)
