"""Typed repository helpers (PEP 695 syntax, Python 3.12+)."""
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass

type Row = dict[str, object]
type Mapper[T] = Callable[[Row], T]

FILTERABLE = {"vintage", "varietal", "cooperage", "toast", "vessel"}


@dataclass
class Page[T]:
    items: list[T]
    total: int

    def describe(self) -> str:
        return f"{len(self.items)} of {self.total} {"item" if self.total == 1 else "items"}"


class Repository[T]:
    def __init__(self, conn: sqlite3.Connection, table: str, mapper: Mapper[T]) -> None:
        self.conn = conn
        self.table = table
        self.mapper = mapper

    def filter(self, filters: dict[str, str], order_by: str = "id") -> Page[T]:
        cols = [c for c in filters if c in FILTERABLE]
        where = " AND ".join(f"{c} = ?" for c in cols) or "1 = 1"
        params = [filters[c] for c in cols]
        sql = f"SELECT * FROM {self.table} WHERE {where} ORDER BY {order_by}"
        rows = [dict(r) for r in self.conn.execute(sql, params)]
        return Page([self.mapper(r) for r in rows], len(rows))

    def by_ids(self, ids: Iterable[int]) -> list[T]:
        ids = [int(i) for i in ids]
        marks = ",".join("?" * len(ids))
        rows = self.conn.execute(f"SELECT * FROM {self.table} WHERE id IN ({marks})", ids)
        return [self.mapper(dict(r)) for r in rows]


def label_line[T](item: T, fields: list[str]) -> str:
    return f"{" | ".join(str(getattr(item, f, "")) for f in fields)}"
