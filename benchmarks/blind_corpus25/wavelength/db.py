import sqlite3

from quart import current_app, g


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


async def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()


SCHEMA = """
CREATE TABLE IF NOT EXISTS shows (id INTEGER PRIMARY KEY, title TEXT, presenter TEXT,
                                  day TEXT, start_time TEXT, genre TEXT);
CREATE TABLE IF NOT EXISTS tracks (id INTEGER PRIMARY KEY, show_id INTEGER, artist TEXT,
                                   title TEXT, played_at TEXT, isrc TEXT);
CREATE TABLE IF NOT EXISTS listener_requests (id INTEGER PRIMARY KEY, name TEXT, song TEXT,
                                              message TEXT, created TEXT);
"""


def init_db():
    get_db().executescript(SCHEMA)


def now_iso():
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).isoformat(timespec="seconds")
