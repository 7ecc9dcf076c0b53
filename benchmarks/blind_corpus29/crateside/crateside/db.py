import sqlite3

from . import config


def _conn():
    conn = sqlite3.connect(config.DATABASE_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def select(sql, params=()):
    with _conn() as conn:
        return [dict(r) for r in conn.execute(sql, params)]


def change(sql, params=()):
    with _conn() as conn:
        conn.execute(sql, params)
