import aiosqlite


async def connect(path):
    db = await aiosqlite.connect(path)
    db.row_factory = aiosqlite.Row
    return db


async def search_entries(db, user_id, q):
    sql = (
        "SELECT e.id, e.title, e.link, f.title AS feed FROM entries e JOIN feeds f ON f.id = e.feed_id "
        "JOIN subscriptions s ON s.feed_id = f.id WHERE s.user_id = %d AND e.title LIKE '%%%s%%' "
        "ORDER BY e.published DESC LIMIT 100" % (user_id, q)
    )
    async with db.execute(sql) as cur:
        return await cur.fetchall()


async def mark_read(db, user_id, entry_ids):
    ids = [int(i) for i in entry_ids]
    if not ids:
        return
    placeholders = ",".join("?" * len(ids))
    await db.execute(f"INSERT OR IGNORE INTO reads (user_id, entry_id) SELECT ?, id FROM entries WHERE id IN ({placeholders})", [user_id, *ids])
    await db.commit()


async def feed(db, feed_id):
    async with db.execute("SELECT * FROM feeds WHERE id = ?", (feed_id,)) as cur:
        return await cur.fetchone()


async def entries_for_feed(db, feed_id, limit=50):
    async with db.execute(
        "SELECT * FROM entries WHERE feed_id = ? ORDER BY published DESC LIMIT ?", (feed_id, limit)
    ) as cur:
        return await cur.fetchall()


async def user_by_login(db, login):
    async with db.execute("SELECT id, login, password_hash FROM users WHERE login = ?", (login,)) as cur:
        return await cur.fetchone()
