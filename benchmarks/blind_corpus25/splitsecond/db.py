import sqlite3

from .config import RaceConfig

_conn = None


def get_conn():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(RaceConfig.DB_PATH, check_same_thread=False)
        _conn.row_factory = sqlite3.Row
    return _conn


def fetch_all(sql, params=()):
    return [dict(r) for r in get_conn().execute(sql, params).fetchall()]
