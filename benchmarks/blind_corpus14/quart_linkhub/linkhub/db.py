import asyncpg

_pool = None


async def init_pool(dsn):
    global _pool
    _pool = await asyncpg.create_pool(dsn, min_size=1, max_size=10)
    return _pool


def pool():
    if _pool is None:
        raise RuntimeError("database pool not initialised")
    return _pool


async def fetch(sql, *args):
    async with pool().acquire() as conn:
        return [dict(r) for r in await conn.fetch(sql, *args)]


async def fetchrow(sql, *args):
    async with pool().acquire() as conn:
        row = await conn.fetchrow(sql, *args)
        return dict(row) if row else None


async def execute(sql, *args):
    async with pool().acquire() as conn:
        return await conn.execute(sql, *args)
