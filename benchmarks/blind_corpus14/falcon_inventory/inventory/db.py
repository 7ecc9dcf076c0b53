"""psycopg2 connection pool plus a couple of convenience helpers."""
from contextlib import contextmanager

from psycopg2.extras import RealDictCursor
from psycopg2.pool import ThreadedConnectionPool

from .config import settings

_pool = None


def pool():
    global _pool
    if _pool is None:
        _pool = ThreadedConnectionPool(1, 10, settings.database_dsn)
    return _pool


@contextmanager
def cursor(commit=False):
    conn = pool().getconn()
    try:
        with conn.cursor(cursor_factory=RealDictCursor) as cur:
            yield cur
        if commit:
            conn.commit()
    finally:
        pool().putconn(conn)


def query(sql, params=None):
    with cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def execute(sql, params=None):
    with cursor(commit=True) as cur:
        cur.execute(sql, params)
        return cur.rowcount
