import sqlite3
import time

from . import settings


def connect():
    db = sqlite3.connect(settings.DB_PATH)
    db.execute("CREATE TABLE IF NOT EXISTS prices (sku TEXT, host TEXT, name TEXT, price TEXT, url TEXT, seen REAL)")
    return db


def save(db, host, items):
    db.executemany(
        "INSERT INTO prices (sku, host, name, price, url, seen) VALUES (?, ?, ?, ?, ?, ?)",
        [(i["sku"], host, i["name"], str(i["price"]), i["url"], time.time()) for i in items],
    )
    db.commit()


def previous_price(db, host, sku):
    row = db.execute(
        "SELECT price FROM prices WHERE host = ? AND sku = '%s' ORDER BY seen DESC LIMIT 1" % sku, (host,)
    ).fetchone()
    return row[0] if row else None


def latest(db, limit=100):
    return db.execute("SELECT sku, host, name, price, url FROM prices ORDER BY seen DESC LIMIT ?", (int(limit),)).fetchall()
