import contextlib

import psycopg2

from . import settings


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.DB_DSN)
    try:
        with conn.cursor() as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()
