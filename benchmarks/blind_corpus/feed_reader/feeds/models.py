import sqlite3
from contextlib import closing

DB = "/var/lib/feeds/feeds.db"


def connect():
    return sqlite3.connect(DB)


def save_entries(feed_url, entries):
    with closing(connect()) as conn, conn:
        conn.executemany(
            "INSERT OR REPLACE INTO entries (feed, link, title, summary) VALUES (?, ?, ?, ?)",
            [(feed_url, e["link"], e["title"], e["summary"]) for e in entries],
        )


def entries_for(feed_url):
    with closing(connect()) as conn:
        cur = conn.execute("SELECT link, title, summary FROM entries WHERE feed = ?", (feed_url,))
        return [dict(zip(("link", "title", "summary"), r)) for r in cur]


def feed_of(entry_id):
    with closing(connect()) as conn:
        row = conn.execute("SELECT feed FROM entries WHERE rowid = ?", (entry_id,)).fetchone()
        return row[0] if row else None
