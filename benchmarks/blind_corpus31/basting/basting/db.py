import sqlite3

from . import config


def connect():
    conn = sqlite3.connect(config.DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def fetch(sql, args=()):
    with connect() as conn:
        return [dict(r) for r in conn.execute(sql, args)]
