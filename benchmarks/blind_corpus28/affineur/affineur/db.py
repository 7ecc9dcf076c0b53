import contextlib

import psycopg2
import psycopg2.extras

from affineur import settings


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(settings.PG_DSN)
    try:
        with conn:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                yield cur
    finally:
        conn.close()
