import sqlite3
import threading


class Store:
    def __init__(self, path):
        self._path = path
        self._local = threading.local()

    @property
    def conn(self):
        if not hasattr(self._local, "conn"):
            self._local.conn = sqlite3.connect(self._path)
            self._local.conn.row_factory = sqlite3.Row
        return self._local.conn

    def all(self, sql, params=()):
        return [dict(r) for r in self.conn.execute(sql, params).fetchall()]

    def one(self, sql, params=()):
        row = self.conn.execute(sql, params).fetchone()
        return dict(row) if row else None

    def write(self, sql, params=()):
        self.conn.execute(sql, params)
        self.conn.commit()
