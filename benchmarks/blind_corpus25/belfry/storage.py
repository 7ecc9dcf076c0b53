import sqlite3
import threading

from . import settings

_local = threading.local()


def conn():
    c = getattr(_local, "conn", None)
    if c is None:
        c = sqlite3.connect(settings.DB_PATH)
        c.row_factory = sqlite3.Row
        _local.conn = c
    return c


def rows(cursor):
    return [dict(r) for r in cursor.fetchall()]
