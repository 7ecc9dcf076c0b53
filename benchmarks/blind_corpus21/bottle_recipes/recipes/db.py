import sqlite3

from .config import settings


class RecipeDB(object):
    _instance = None

    def __init__(self, path):
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row

    @classmethod
    def get(cls):
        if cls._instance is None:
            cls._instance = cls(settings.get("db", "path", fallback=":memory:"))
        return cls._instance

    def query(self, sql, params=()):
        return self.conn.execute(sql, params).fetchall()

    def write(self, sql, params=()):
        self.conn.execute(sql, params)
        self.conn.commit()
