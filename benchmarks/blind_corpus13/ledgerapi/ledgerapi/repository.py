"""Tiny typed repository layer over asyncpg (requires Python 3.12)."""
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

import asyncpg
from pydantic import BaseModel

type Row = Mapping[str, Any]
type Filters = Mapping[str, Any]


class NotFound(LookupError):
    pass


class Repository[M: BaseModel]:
    table: ClassVar[str]
    columns: ClassVar[frozenset[str]]
    model: ClassVar[type[BaseModel]]

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    def _build(self, rows: Iterable[Row]) -> list[M]:
        return [self.model.model_validate(dict(r)) for r in rows]  # type: ignore[misc]

    async def get(self, pk: Any) -> M:
        row = await self.conn.fetchrow(
            f"SELECT {", ".join(sorted(self.columns))} FROM {self.table} WHERE id = $1", pk
        )
        if row is None:
            raise NotFound(f"{self.table} {pk!r}")
        return self._build([row])[0]

    async def find_by(self, filters: Filters) -> list[M]:
        unknown = set(filters) - self.columns
        if unknown:
            raise ValueError(f"unknown columns: {", ".join(sorted(unknown))}")
        where = " AND ".join(f"{col} = ${i}" for i, col in enumerate(filters, start=1))
        rows = await self.conn.fetch(
            f"SELECT {", ".join(sorted(self.columns))} FROM {self.table} WHERE {where}",
            *filters.values(),
        )
        return self._build(rows)

    async def search(self, column: str, text: str, *, scope: Filters | None = None) -> list[M]:
        if column not in self.columns:
            raise ValueError(f"cannot search on {column!r}")
        clauses = [f"{column} ILIKE '%{text}%'"]
        args: list[Any] = []
        for i, (col, value) in enumerate((scope or {}).items(), start=1):
            clauses.append(f"{col} = ${i}")
            args.append(value)
        sql = f"SELECT {", ".join(sorted(self.columns))} FROM {self.table} WHERE {" AND ".join(clauses)}"
        return self._build(await self.conn.fetch(sql, *args))


class Transaction(BaseModel):
    id: int
    account_id: str
    posted_at: str
    amount: int
    counterparty: str
    memo: str


class TransactionRepository(Repository[Transaction]):
    table = "ledger_transaction"
    columns = frozenset({"id", "account_id", "posted_at", "amount", "counterparty", "memo"})
    model = Transaction
