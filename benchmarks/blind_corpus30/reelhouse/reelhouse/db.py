import aiosqlite


class Database:
    def __init__(self, path):
        self.path = path
        self._conn = None

    async def connect(self):
        self._conn = await aiosqlite.connect(self.path)
        self._conn.row_factory = aiosqlite.Row

    async def close(self):
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    async def fetch(self, sql, params=()):
        async with self._conn.execute(sql, params) as cur:
            return [dict(row) for row in await cur.fetchall()]

    async def fetch_one(self, sql, params=()):
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    async def execute(self, sql, params=()):
        await self._conn.execute(sql, params)
        await self._conn.commit()
