"""A thin async wrapper over the SQLite booking database."""
import aiosqlite


class Database:
    def __init__(self, conn):
        self.conn = conn

    @classmethod
    async def connect(cls, path):
        conn = await aiosqlite.connect(path)
        conn.row_factory = aiosqlite.Row
        return cls(conn)

    async def close(self):
        await self.conn.close()

    async def fetch_all(self, sql, params=()):
        async with self.conn.execute(sql, params) as cur:
            return [dict(row) for row in await cur.fetchall()]

    async def fetch_one(self, sql, params=()):
        async with self.conn.execute(sql, params) as cur:
            row = await cur.fetchone()
            return dict(row) if row else None

    async def run(self, sql, params=()):
        await self.conn.execute(sql, params)
        await self.conn.commit()
