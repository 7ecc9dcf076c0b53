from ..db import conn


async def find_song(args, session):
    title = " ".join(args)
    cur = conn().execute("SELECT id, title, arranger FROM songs WHERE title LIKE ?", ("%" + title + "%",))
    return [dict(r) for r in cur.fetchall()]


async def played_by(args, session):
    player = args[0] if args else ""
    cur = conn().execute("SELECT song_id, played_at FROM plays WHERE player = ? ORDER BY played_at DESC", (player,))
    return [dict(r) for r in cur.fetchall()]
