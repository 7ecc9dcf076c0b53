import aiosqlite

from . import settings

_conn = None


async def connect():
    global _conn
    if _conn is None:
        _conn = await aiosqlite.connect(settings.DB_PATH)
        _conn.row_factory = aiosqlite.Row
    return _conn


async def fetch(sql, *args):
    conn = await connect()
    async with conn.execute(sql, args) as cur:
        return [dict(r) for r in await cur.fetchall()]


async def fetch_one(sql, *args):
    rows = await fetch(sql, *args)
    return rows[0] if rows else None


async def run(sql, *args):
    conn = await connect()
    await conn.execute(sql, args)
    await conn.commit()
