import sqlite3

from . import config

_conn = None


def connection():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(config.DATABASE)
        _conn.row_factory = sqlite3.Row
    return _conn
