import sqlite3

from micdrop import settings

_conn = None


def conn():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(settings.DB_PATH, check_same_thread=False)
        _conn.row_factory = sqlite3.Row
    return _conn


def rows(sql, params=()):
    return conn().execute(sql, params).fetchall()


def run(sql, params=()):
    c = conn()
    cur = c.execute(sql, params)
    c.commit()
    return cur.lastrowid
