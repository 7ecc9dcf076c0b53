"""SQLite helpers."""
import sqlite3

from .config import settings


def connect():
    conn = sqlite3.connect(settings.database, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    return conn


def rows(cursor):
    return [dict(r) for r in cursor.fetchall()]
