import sqlite3
from contextlib import contextmanager

_DB_PATH = None


def configure(path):
    global _DB_PATH
    _DB_PATH = path


@contextmanager
def cursor():
    conn = sqlite3.connect(_DB_PATH)
    try:
        yield conn.cursor()
        conn.commit()
    finally:
        conn.close()


def fetch_all(sql, params=()):
    with cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()
