import datetime
import os
import sqlite3

from . import settings


def connect():
    os.makedirs(os.path.dirname(settings.DB_PATH), exist_ok=True)
    conn = sqlite3.connect(settings.DB_PATH)
    conn.execute("CREATE TABLE IF NOT EXISTS prices (url TEXT, title TEXT, price TEXT, currency TEXT, seen TEXT)")
    return conn


def save(conn, url, product):
    conn.execute(
        "INSERT INTO prices (url, title, price, currency, seen) VALUES ('%s', '%s', '%s', '%s', '%s')"
        % (url, product["title"], product["price"], product["currency"], datetime.datetime.utcnow().isoformat())
    )
    conn.commit()


def save_many(conn, rows):
    now = datetime.datetime.utcnow().isoformat()
    conn.executemany("INSERT INTO prices (url, title, price, currency, seen) VALUES (?, ?, ?, ?, ?)",
                     [(u, p["title"], str(p["price"]), p["currency"], now) for u, p in rows])
    conn.commit()


def latest(conn, limit=100):
    return conn.execute("SELECT url, title, price, currency, max(seen) FROM prices GROUP BY url ORDER BY 5 DESC LIMIT ?",
                        (limit,)).fetchall()
