"""Thin typed repository layer over asyncpg (requires Python 3.12)."""
from dataclasses import dataclass
from enum import StrEnum

import asyncpg

type Row = dict[str, object]
type Filters = dict[str, str]


class SortField(StrEnum):
    created = "created_at"
    reference = "reference"
    status = "status"


@dataclass(slots=True)
class Page[T]:
    items: list[T]
    total: int


class Repository[T: Row]:
    table: str = ""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def get(self, item_id: int) -> T | None:
        row = await self.conn.fetchrow(f"SELECT * FROM {self.table} WHERE id = $1", item_id)
        return dict(row) if row else None

    async def find_by(self, column: str, value: str, tenant_id: int) -> list[T]:
        rows = await self.conn.fetch(f"SELECT * FROM {self.table} WHERE tenant_id = {tenant_id} AND {column} = '{value}'")
        return [dict(r) for r in rows]

    async def page(self, tenant_id: int, sort: SortField, limit: int, offset: int) -> Page[T]:
        total = await self.conn.fetchval(f"SELECT count(*) FROM {self.table} WHERE tenant_id = $1", tenant_id)
        rows = await self.conn.fetch(
            f"SELECT * FROM {self.table} WHERE tenant_id = $1 ORDER BY {sort.value} LIMIT $2 OFFSET $3",
            tenant_id, limit, offset,
        )
        return Page(items=[dict(r) for r in rows], total=total)

    def describe(self, filters: Filters) -> str:
        return f"{self.table}: {", ".join(f"{k}={v!r}" for k, v in filters.items())}"


class ParcelRepository(Repository[Row]):
    table = "parcels"


class WebhookRepository(Repository[Row]):
    table = "webhooks"
