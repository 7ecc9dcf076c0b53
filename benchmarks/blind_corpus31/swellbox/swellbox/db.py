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

    async def fetchall(self, sql, params=()):
        async with self._conn.execute(sql, params) as cur:
            return [dict(r) for r in await cur.fetchall()]

    async def fetchone(self, sql, params=()):
        async with self._conn.execute(sql, params) as cur:
            row = await cur.fetchone()
            return dict(row) if row else None

    async def run(self, sql, params=()):
        await self._conn.execute(sql, params)
        await self._conn.commit()
