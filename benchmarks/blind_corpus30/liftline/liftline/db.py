import aiosqlite

from . import settings

_conn = None


async def conn():
    global _conn
    if _conn is None:
        _conn = await aiosqlite.connect(settings.DB_PATH)
        _conn.row_factory = aiosqlite.Row
    return _conn


async def one(sql, params=()):
    c = await conn()
    async with c.execute(sql, params) as cur:
        row = await cur.fetchone()
        return dict(row) if row else None


async def write(sql, params=()):
    c = await conn()
    await c.execute(sql, params)
    await c.commit()
