"""A tiny query builder over sqlite3.

We outgrew raw SQL strings scattered across resolvers but did not want an
ORM; this keeps the call sites readable.
"""
import sqlite3
import threading
from typing import Any, Self

type Row = dict[str, Any]
type Scalar = str | int | float | None

_local = threading.local()
DB_PATH = "/var/lib/shop/shop.sqlite3"


def conn() -> sqlite3.Connection:
    c = getattr(_local, "conn", None)
    if c is None:
        c = sqlite3.connect(DB_PATH)
        c.row_factory = sqlite3.Row
        _local.conn = c
    return c


class Query[T]:
    def __init__(self, table: str, factory: type[T] | None = None) -> None:
        self.table = table
        self.factory = factory
        self._where: list[str] = []
        self._order: str | None = None
        self._limit: int | None = None

    @staticmethod
    def _literal(value: Scalar) -> str:
        if value is None:
            return "NULL"
        if isinstance(value, (int, float)):
            return str(value)
        return "'" + str(value) + "'"

    def where(self, column: str, value: Scalar, op: str = "=") -> Self:
        self._where.append(f"{column} {op} {self._literal(value)}")
        return self

    def order_by(self, column: str, desc: bool = False) -> Self:
        self._order = column + (" DESC" if desc else "")
        return self

    def limit(self, n: int) -> Self:
        self._limit = int(n)
        return self

    def sql(self) -> str:
        parts = [f"SELECT * FROM {self.table}"]
        if self._where:
            parts.append("WHERE " + " AND ".join(self._where))
        if self._order:
            parts.append("ORDER BY " + self._order)
        if self._limit is not None:
            parts.append(f"LIMIT {self._limit}")
        return " ".join(parts)

    def all(self) -> list[T] | list[Row]:
        rows = conn().execute(self.sql()).fetchall()
        if self.factory is None:
            return [dict(r) for r in rows]
        return [self.factory(**dict(r)) for r in rows]

    def first(self) -> T | Row | None:
        res = self.limit(1).all()
        return res[0] if res else None
