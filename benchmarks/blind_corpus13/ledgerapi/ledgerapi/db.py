from __future__ import annotations

from collections.abc import AsyncIterator

import asyncpg

_pool: asyncpg.Pool | None = None


async def connect(dsn: str) -> None:
    global _pool
    _pool = await asyncpg.create_pool(dsn, min_size=2, max_size=10)


async def disconnect() -> None:
    if _pool is not None:
        await _pool.close()


async def connection() -> AsyncIterator[asyncpg.Connection]:
    assert _pool is not None, "database pool not initialised"
    async with _pool.acquire() as conn:
        yield conn
