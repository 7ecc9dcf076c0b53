"""Tiny typed repository layer (PEP 695 generics, Python 3.12+)."""
import sqlite3
from dataclasses import dataclass, fields
from typing import Any, Protocol


class Row(Protocol):
    id: int


@dataclass
class Customer:
    id: int
    name: str
    email: str
    company: str


@dataclass
class Invoice:
    id: int
    customer_id: int
    number: str
    total: str
    note: str
    pdf_name: str


class Repository[T: Row]:
    def __init__(self, conn: sqlite3.Connection, table: str, model: type[T]) -> None:
        self.conn = conn
        self.table = table
        self.model = model
        self.columns = {f.name for f in fields(model)}

    def _wrap(self, rows: list[sqlite3.Row]) -> list[T]:
        return [self.model(**dict(r)) for r in rows]

    def get(self, ident: int) -> T | None:
        rows = self.conn.execute(f"SELECT * FROM {self.table} WHERE id = ?", (ident,)).fetchall()
        return self._wrap(rows)[0] if rows else None

    def find_by(self, field: str, value: Any) -> list[T]:
        if field not in self.columns:
            raise KeyError(field)
        cur = self.conn.execute(f"SELECT * FROM {self.table} WHERE {field} = ?", (value,))
        return self._wrap(cur.fetchall())

    def search(self, text: str, column: str = "name") -> list[T]:
        if column not in self.columns:
            raise KeyError(column)
        cur = self.conn.execute(f"SELECT * FROM {self.table} WHERE {column} LIKE '%{text}%'")
        return self._wrap(cur.fetchall())


def first[T](items: list[T]) -> T | None:
    return items[0] if items else None
