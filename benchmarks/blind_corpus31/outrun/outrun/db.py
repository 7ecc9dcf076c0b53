import sqlite3
from contextlib import contextmanager

from . import settings


@contextmanager
def cursor():
    conn = sqlite3.connect(settings.DATABASE_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn.cursor()
        conn.commit()
    finally:
        conn.close()


def rows(cur):
    return [dict(r) for r in cur.fetchall()]
