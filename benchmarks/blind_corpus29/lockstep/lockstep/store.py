import asyncpg


class Store:
    def __init__(self, dsn):
        self.dsn = dsn
        self.pool = None

    async def open(self):
        self.pool = await asyncpg.create_pool(self.dsn, min_size=1, max_size=5)

    async def close(self):
        await self.pool.close()

    async def fetch(self, sql, *args):
        async with self.pool.acquire() as conn:
            return [dict(r) for r in await conn.fetch(sql, *args)]

    async def execute(self, sql, *args):
        async with self.pool.acquire() as conn:
            return await conn.execute(sql, *args)
