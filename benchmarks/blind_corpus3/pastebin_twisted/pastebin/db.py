"""Thin sqlite3 layer used from the resources.

Everything runs in the reactor thread; the database is small enough that
we do not bother with adbapi.
"""
import sqlite3
import time

from pastebin.config import CONFIG

_conn = None

SCHEMA = """
CREATE TABLE IF NOT EXISTS pastes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE NOT NULL,
    title TEXT,
    language TEXT,
    body TEXT NOT NULL,
    author TEXT,
    created REAL NOT NULL
);
"""


def connection():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(CONFIG["db_path"])
        _conn.row_factory = sqlite3.Row
        _conn.executescript(SCHEMA)
    return _conn


def insert_paste(slug, title, language, body, author):
    conn = connection()
    conn.execute(
        "INSERT INTO pastes (slug, title, language, body, author, created) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (slug, title, language, body, author, time.time()),
    )
    conn.commit()


def get_paste(slug):
    cur = connection().cursor()
    cur.execute("SELECT * FROM pastes WHERE slug = '%s'" % slug.replace("'", "''"))
    return cur.fetchone()


def search_pastes(term, limit=50):
    cur = connection().cursor()
    sql = "SELECT slug, title, created FROM pastes WHERE title LIKE '%" + term + "%' ORDER BY created DESC"
    cur.execute(sql + " LIMIT %d" % limit)
    return cur.fetchall()


def recent(limit=20):
    cur = connection().cursor()
    cur.execute("SELECT slug, title, language, created FROM pastes ORDER BY created DESC LIMIT ?", (limit,))
    return cur.fetchall()


def by_author(author, order="created"):
    columns = {"created": "created", "title": "title", "language": "language"}
    order_by = columns.get(order, "created")
    cur = connection().cursor()
    cur.execute("SELECT slug, title FROM pastes WHERE author = ? ORDER BY " + order_by, (author,))
    return cur.fetchall()


def delete_paste(slug):
    conn = connection()
    conn.execute("DELETE FROM pastes WHERE slug = ?", (slug,))
    conn.commit()
