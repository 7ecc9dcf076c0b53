import contextlib
import logging

import psycopg2
import psycopg2.extras

from .config import settings

log = logging.getLogger(__name__)


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.database_url)
    try:
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()


def fetch_all(sql, params=None):
    log.debug("sql: %s", sql)
    with cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()


def fetch_one(sql, params=None):
    rows = fetch_all(sql, params)
    return rows[0] if rows else None


def build_filter(filters):
    """Turn a dict of column -> value into a WHERE clause fragment."""
    parts = []
    for column, value in filters.items():
        parts.append("%s = '%s'" % (column, value))
    return " AND ".join(parts) if parts else "TRUE"
