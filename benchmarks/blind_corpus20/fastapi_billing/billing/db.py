import sqlite3
from contextlib import contextmanager

from .config import settings


@contextmanager
def connect():
    conn = sqlite3.connect(settings.database_path)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def get_conn():
    with connect() as conn:
        yield conn
