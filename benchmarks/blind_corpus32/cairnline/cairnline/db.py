class Database:
    """Thin async wrapper around an aiosqlite connection."""

    def __init__(self, conn):
        self.conn = conn

    async def fetch_all(self, sql, params=()):
        async with self.conn.execute(sql, params) as cursor:
            return [dict(row) for row in await cursor.fetchall()]

    async def fetch_one(self, sql, params=()):
        async with self.conn.execute(sql, params) as cursor:
            row = await cursor.fetchone()
            return dict(row) if row is not None else None

    async def run(self, sql, params=()):
        await self.conn.execute(sql, params)
        await self.conn.commit()
