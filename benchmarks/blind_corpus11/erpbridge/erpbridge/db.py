import psycopg2
import psycopg2.extras

from . import settings


class Database(object):
    def __init__(self, dsn=settings.ERP_DB):
        self.dsn = dsn
        self._conn = None

    @property
    def conn(self):
        if self._conn is None or self._conn.closed:
            self._conn = psycopg2.connect(self.dsn, cursor_factory=psycopg2.extras.RealDictCursor)
        return self._conn

    def query(self, sql, params=None):
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall()

    def execute(self, sql, params=None):
        with self.conn.cursor() as cur:
            cur.execute(sql, params)
        self.conn.commit()
