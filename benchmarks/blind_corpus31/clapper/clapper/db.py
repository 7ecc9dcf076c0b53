import sqlite3

from . import settings

_conn = None


def conn():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(settings.DB_PATH, check_same_thread=False)
        _conn.row_factory = sqlite3.Row
    return _conn
