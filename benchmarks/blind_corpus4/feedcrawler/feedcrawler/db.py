import sqlite3

from . import settings


def connect():
    conn = sqlite3.connect(settings.FEED_DB)
    conn.row_factory = sqlite3.Row
    return conn


def active_feeds(conn):
    return conn.execute("SELECT id, url, kind FROM feeds WHERE active = 1").fetchall()


def subscribe(conn, user_id, url, title):
    # new feeds stay inactive until a moderator approves them in the back office
    cur = conn.execute("INSERT OR IGNORE INTO feeds (url, title, kind, active) VALUES (?, ?, 'rss', 0)",
                       (url, title))
    conn.execute("INSERT INTO subscriptions (user_id, feed_id) SELECT ?, id FROM feeds WHERE url = ?",
                 (user_id, url))
    conn.commit()
    return cur.lastrowid
