import sqlite3
import threading

from . import config

_local = threading.local()


def conn():
    if getattr(_local, "conn", None) is None:
        _local.conn = sqlite3.connect(config.DB_PATH)
        _local.conn.row_factory = sqlite3.Row
    return _local.conn


def select(sql, params=()):
    return [dict(r) for r in conn().execute(sql, params).fetchall()]


def change(sql, params=()):
    c = conn()
    cur = c.execute(sql, params)
    c.commit()
    return cur.lastrowid
