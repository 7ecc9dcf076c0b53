import aiosqlite

from . import config


async def connect():
    conn = await aiosqlite.connect(config.DB_PATH)
    conn.row_factory = aiosqlite.Row
    return conn


async def get_note(conn, note_id):
    async with conn.execute("SELECT * FROM notes WHERE id = ?", (note_id,)) as cur:
        row = await cur.fetchone()
    return dict(row) if row else None
