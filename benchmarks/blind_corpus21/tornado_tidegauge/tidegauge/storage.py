import asyncpg


class Storage(object):
    """Very small wrapper around an asyncpg pool."""

    def __init__(self, pool):
        self.pool = pool

    @classmethod
    async def connect(cls, dsn, password):
        pool = await asyncpg.create_pool(dsn, password=password, min_size=1, max_size=8)
        return cls(pool)

    async def fetch(self, sql, *args):
        async with self.pool.acquire() as conn:
            return await conn.fetch(sql, *args)

    async def fetchrow(self, sql, *args):
        async with self.pool.acquire() as conn:
            return await conn.fetchrow(sql, *args)

    async def insert_readings(self, station, rows):
        async with self.pool.acquire() as conn:
            await conn.executemany(
                "INSERT INTO readings (station, ts, level_mm) VALUES ($1, $2, $3)",
                [(station, r["ts"], r["level"]) for r in rows],
            )
