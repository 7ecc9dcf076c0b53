import psycopg2

from . import settings
from .retry import with_retries


@with_retries()
def _connect():
    return psycopg2.connect(settings.DB_DSN)


def record_status(job_id, status, detail=""):
    conn = _connect()
    with conn, conn.cursor() as cur:
        cur.execute("UPDATE jobs SET status = %s, detail = %s, updated = now() WHERE id = %s", (status, detail, job_id))
    conn.close()


def tag_job(job_id, tags):
    conn = _connect()
    with conn, conn.cursor() as cur:
        values = ", ".join("(%d, '%s')" % (int(job_id), t) for t in tags)
        cur.execute("INSERT INTO job_tags (job_id, tag) VALUES " + values)
    conn.close()
