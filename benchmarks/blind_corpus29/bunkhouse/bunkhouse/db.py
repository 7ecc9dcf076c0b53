import contextlib

import psycopg2
import psycopg2.extras

from . import settings


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.DATABASE_DSN)
    try:
        with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
            yield cur
        conn.commit()
    finally:
        conn.close()
