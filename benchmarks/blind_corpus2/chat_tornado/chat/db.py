import aiosqlite

DB_PATH = "/var/lib/chat/chat.db"


async def connect(path=DB_PATH):
    conn = await aiosqlite.connect(path)
    conn.row_factory = aiosqlite.Row
    return conn


async def rows(conn, sql, params=()):
    async with conn.execute(sql, params) as cur:
        return [dict(r) for r in await cur.fetchall()]
