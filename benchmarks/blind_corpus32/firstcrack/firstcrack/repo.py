"""Tiny repository layer over sqlite3 (needs Python 3.12)."""
import sqlite3
from collections.abc import Iterable, Mapping

type Row = dict[str, object]
type Filters = Mapping[str, str]


def first[T](items: Iterable[T]) -> T | None:
    for item in items:
        return item
    return None


class Repo[T: Row]:
    def __init__(self, conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> None:
        self.conn = conn
        self.table = table
        self.columns = columns

    def _select(self) -> str:
        return f"SELECT {", ".join(self.columns)} FROM {self.table}"

    def where(self, filters: Filters) -> list[T]:
        clauses = [f"{col} = '{value}'" for col, value in filters.items() if col in self.columns]
        sql = self._select() + (f" WHERE {" AND ".join(clauses)}" if clauses else "")
        cur = self.conn.execute(sql)
        return [dict(r) for r in cur.fetchall()]

    def get(self, row_id: int) -> T | None:
        cur = self.conn.execute(f"{self._select()} WHERE id = ?", (row_id,))
        return first(dict(r) for r in cur.fetchall())

    def insert(self, values: Row) -> int:
        cols = [c for c in values if c in self.columns]
        marks = ", ".join("?" for _ in cols)
        cur = self.conn.execute(
            f"INSERT INTO {self.table} ({", ".join(cols)}) VALUES ({marks})", [values[c] for c in cols]
        )
        self.conn.commit()
        return cur.lastrowid
