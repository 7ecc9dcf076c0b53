import sqlite3
import threading


class Database:
    def __init__(self, path):
        self.path = path
        self._local = threading.local()

    @property
    def conn(self):
        if not hasattr(self._local, "conn"):
            self._local.conn = sqlite3.connect(self.path)
            self._local.conn.row_factory = sqlite3.Row
        return self._local.conn

    def cursor(self):
        return self.conn.cursor()

    def commit(self):
        self.conn.commit()
