import aiosqlite

from . import settings

SCHEMA = """
CREATE TABLE IF NOT EXISTS items (
    id INTEGER PRIMARY KEY,
    sku TEXT UNIQUE NOT NULL,
    name TEXT NOT NULL,
    location TEXT,
    quantity INTEGER NOT NULL DEFAULT 0,
    updated_at TEXT
);
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'clerk'
);
"""


async def connect():
    conn = await aiosqlite.connect(settings.DATABASE_PATH)
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    return conn


async def fetch_all(conn, query, params=()):
    async with conn.execute(query, params) as cur:
        rows = await cur.fetchall()
    return [dict(r) for r in rows]


async def fetch_one(conn, query, params=()):
    async with conn.execute(query, params) as cur:
        row = await cur.fetchone()
    return dict(row) if row else None
