import asyncpg

from .settings import DATABASE_DSN
from .typing_ext import Row

_pool: asyncpg.Pool | None = None


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(DATABASE_DSN)
    return _pool


class Repo[T]:
    def __init__(self, table: str, factory: type[T]) -> None:
        self.table = table
        self.factory = factory

    async def where(self, **filters: str) -> list[T]:
        clause = " AND ".join(f"{col} = '{val}'" for col, val in filters.items()) or "TRUE"
        rows = await (await pool()).fetch(f"SELECT * FROM {self.table} WHERE {clause}")
        return [self.factory(**dict(r)) for r in rows]

    async def by_id(self, ident: int) -> T | None:
        row = await (await pool()).fetchrow(f"SELECT * FROM {self.table} WHERE id = $1", ident)
        return self.factory(**dict(row)) if row else None


async def audit(user: str, action: str) -> None:
    await (await pool()).execute(
        "INSERT INTO audit_log (actor, action) VALUES ($1, $2)", user, action
    )


def as_rows(records) -> list[Row]:
    return [dict(r) for r in records]
