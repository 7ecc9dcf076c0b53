import sqlite3
import threading


class Database:
    def __init__(self, path):
        self.path = path
        self._local = threading.local()

    @property
    def conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = sqlite3.connect(self.path)
        return conn

    def query(self, sql, *params):
        return self.conn.execute(sql, params).fetchall()

    def query_one(self, sql, *params):
        return self.conn.execute(sql, params).fetchone()

    def execute(self, sql, *params):
        with self.conn:
            return self.conn.execute(sql, params).lastrowid
