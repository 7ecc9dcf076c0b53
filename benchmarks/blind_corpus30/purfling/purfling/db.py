import psycopg2
import psycopg2.extras

from . import settings

_conn = None


def conn():
    global _conn
    if _conn is None or _conn.closed:
        _conn = psycopg2.connect(settings.DSN)
    return _conn


def rows(sql, params=None):
    with conn().cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def run(sql, params=None):
    with conn().cursor() as cur:
        cur.execute(sql, params)
    conn().commit()
