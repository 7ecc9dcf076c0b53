"""SQLite helper."""
import sqlite3

from . import settings


def connect():
    conn = sqlite3.connect(settings.DATABASE)
    conn.row_factory = sqlite3.Row
    return conn
