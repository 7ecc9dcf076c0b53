import contextlib

import psycopg2
from psycopg2 import sql

from . import settings


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.DATABASE_URL)
    try:
        with conn, conn.cursor() as cur:
            yield cur
    finally:
        conn.close()


def set_status(job_id, status):
    with cursor() as cur:
        cur.execute("UPDATE jobs SET status = %s, updated_at = now() WHERE id = %s", (status, job_id))


def mark_failed(job_id, error):
    message = str(error)[:500]
    with cursor() as cur:
        cur.execute(f"UPDATE jobs SET status = 'failed', error = '{message}', updated_at = now() WHERE id = {int(job_id)}")


def fetch_row(table, row_id):
    query = sql.SQL("SELECT * FROM {} WHERE id = %s").format(sql.Identifier(table))
    with cursor() as cur:
        cur.execute(query, (row_id,))
        return cur.fetchone()


def lookup_api_key(digest):
    with cursor() as cur:
        cur.execute("SELECT tenant FROM api_keys WHERE key_digest = %s AND revoked = false", (digest,))
        row = cur.fetchone()
    return row[0] if row else None
