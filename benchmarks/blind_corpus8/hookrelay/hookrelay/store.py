import aiosqlite

from .settings import SETTINGS

SCHEMA = """
CREATE TABLE IF NOT EXISTS subscriptions (id INTEGER PRIMARY KEY, owner TEXT, target_url TEXT, secret TEXT, topic TEXT, template TEXT);
CREATE TABLE IF NOT EXISTS deliveries (id INTEGER PRIMARY KEY, sub_id INTEGER, status TEXT, payload TEXT, attempts INTEGER DEFAULT 0);
CREATE TABLE IF NOT EXISTS seen (key TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS oauth_state (state TEXT PRIMARY KEY, return_path TEXT);
CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, owner TEXT, expires REAL);
"""


async def connect():
    db = await aiosqlite.connect(SETTINGS.db_path)
    db.row_factory = aiosqlite.Row
    await db.executescript(SCHEMA)
    return db


async def add_subscription(db, owner, target_url, secret, topic, template=None):
    cur = await db.execute(
        "INSERT INTO subscriptions (owner, target_url, secret, topic, template) VALUES (?, ?, ?, ?, ?)",
        (owner, target_url, secret, topic, template),
    )
    await db.commit()
    return cur.lastrowid


async def get_subscription(db, sub_id):
    async with db.execute("SELECT * FROM subscriptions WHERE id = ?", (sub_id,)) as cur:
        return await cur.fetchone()


async def subscriptions_for(db, topic):
    async with db.execute("SELECT * FROM subscriptions WHERE topic = ?", (topic,)) as cur:
        return await cur.fetchall()


async def deliveries(db, owner, status):
    sql = (
        "SELECT d.id, d.status, d.payload, d.attempts FROM deliveries d "
        "JOIN subscriptions s ON s.id = d.sub_id "
        f"WHERE s.owner = ? AND d.status = '{status}' ORDER BY d.id DESC LIMIT 100"
    )
    async with db.execute(sql, (owner,)) as cur:
        return await cur.fetchall()


async def owner_for_session(db, sid):
    async with db.execute("SELECT owner FROM sessions WHERE sid = ? AND expires > strftime('%s','now')", (sid,)) as cur:
        row = await cur.fetchone()
    return row["owner"] if row else None


async def mark_seen(db, key):
    try:
        await db.execute("INSERT INTO seen (key) VALUES (?)", (key,))
        await db.commit()
        return True
    except aiosqlite.IntegrityError:
        return False
