"""Typed query helpers shared by the routers."""
from dataclasses import dataclass, fields
from typing import Any

import asyncpg

type Row = dict[str, Any]
type Params = list[Any]


@dataclass
class Booking:
    id: int
    lane: int
    member_id: int
    starts_at: str
    kind: str


@dataclass
class Lesson:
    id: int
    level: str
    instructor: str
    starts_at: str


class Repo[T]:
    def __init__(self, pool: asyncpg.Pool, model: type[T], table: str):
        self.pool = pool
        self.model = model
        self.table = table
        self.columns = [f.name for f in fields(model)]

    def _select(self) -> str:
        return f"SELECT {", ".join(self.columns)} FROM {self.table}"

    async def get(self, item_id: int) -> T | None:
        row = await self.pool.fetchrow(f"{self._select()} WHERE id = $1", item_id)
        return self.model(**dict(row)) if row else None

    async def listing(self, filters: dict[str, str], order: str) -> list[T]:
        where = " AND ".join(f"{k} = '{v}'" for k, v in filters.items()) or "TRUE"
        rows = await self.pool.fetch(f"{self._select()} WHERE {where} ORDER BY {order}")
        return [self.model(**dict(r)) for r in rows]


def describe[T](items: list[T], key: str) -> list[str]:
    return [f"{getattr(item, key)!s:>6} | {item.__dict__.get("starts_at", "-")}" for item in items]
