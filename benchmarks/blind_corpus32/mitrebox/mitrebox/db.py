import contextlib

import psycopg2
import psycopg2.extras

from . import config


@contextlib.contextmanager
def cursor():
    conn = psycopg2.connect(config.DATABASE_DSN)
    try:
        with conn:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                yield cur
    finally:
        conn.close()
