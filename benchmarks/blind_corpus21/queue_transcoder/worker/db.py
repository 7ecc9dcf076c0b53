import psycopg2

from .settings import DB_DSN


class JobLog(object):
    def __init__(self):
        self.conn = psycopg2.connect(DB_DSN)

    def mark(self, job_id, status):
        with self.conn.cursor() as cur:
            cur.execute("UPDATE jobs SET status = %s, updated = now() WHERE id = %s", (status, job_id))
        self.conn.commit()

    def episode_title(self, job):
        with self.conn.cursor() as cur:
            cur.execute("SELECT title FROM episodes WHERE show = '%s' AND guid = '%s'" % (job["show"], job["guid"]))
            row = cur.fetchone()
        return row[0] if row else None
