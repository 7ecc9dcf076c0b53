import contextlib

import psycopg2

from . import settings


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.DATABASE_DSN)
    try:
        with conn, conn.cursor() as cur:
            yield cur
    finally:
        conn.close()
