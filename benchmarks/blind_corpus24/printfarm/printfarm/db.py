import psycopg2
import psycopg2.extras

from . import settings

_conn = None


def conn():
    global _conn
    if _conn is None or _conn.closed:
        _conn = psycopg2.connect(settings.PG_DSN)
        _conn.autocommit = True
    return _conn


def job(job_id):
    with conn().cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute("SELECT * FROM jobs WHERE id = %s", (job_id,))
        return cur.fetchone()


def set_status(job_id, status):
    with conn().cursor() as cur:
        cur.execute("UPDATE jobs SET status = '%s', updated = now() WHERE id = %s" % (status, job_id))


def printers_idle():
    with conn().cursor() as cur:
        cur.execute("SELECT name FROM printers WHERE state = 'idle'")
        return [r[0] for r in cur.fetchall()]
