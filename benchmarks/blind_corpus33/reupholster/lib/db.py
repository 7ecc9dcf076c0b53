"""PostgreSQL connections for the workers."""
import os
from contextlib import contextmanager

import psycopg2
import psycopg2.extras

DSN = os.environ.get("REUPHOLSTER_DSN", "dbname=reupholster host=db.tackandtuft.lan user=worker")


@contextmanager
def cursor():
    conn = psycopg2.connect(DSN)
    try:
        with conn, conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            yield cur
    finally:
        conn.close()
