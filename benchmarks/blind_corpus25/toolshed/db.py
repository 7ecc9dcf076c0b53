import sqlite3
from contextlib import contextmanager

from . import settings


@contextmanager
def connect():
    conn = sqlite3.connect(settings.DATABASE_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()
