import contextlib
import threading

import psycopg2
import psycopg2.extras

from . import settings

_local = threading.local()


def _conn():
    conn = getattr(_local, "conn", None)
    if conn is None or conn.closed:
        conn = psycopg2.connect(settings.DB_DSN)
        _local.conn = conn
    return conn


@contextlib.contextmanager
def cursor(dict_rows=False):
    conn = _conn()
    factory = psycopg2.extras.RealDictCursor if dict_rows else None
    cur = conn.cursor(cursor_factory=factory)
    try:
        yield cur
        conn.commit()
    except Exception:
        conn.rollback()
        raise
    finally:
        cur.close()


def hive_exists(code):
    with cursor() as cur:
        cur.execute("SELECT 1 FROM hives WHERE hive_code = %s", (code,))
        return cur.fetchone() is not None
