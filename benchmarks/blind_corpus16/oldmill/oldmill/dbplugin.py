"""Bottle plugin that injects a `db` keyword argument into route callbacks."""
import inspect
import sqlite3


class SQLitePlugin(object):
    name = "sqlite"
    api = 2

    def __init__(self, path, keyword="db"):
        self.path = path
        self.keyword = keyword

    def apply(self, callback, route):
        if self.keyword not in inspect.signature(route.callback).parameters:
            return callback

        def wrapper(*args, **kwargs):
            conn = sqlite3.connect(self.path)
            conn.row_factory = sqlite3.Row
            kwargs[self.keyword] = conn
            try:
                result = callback(*args, **kwargs)
                conn.commit()
                return result
            finally:
                conn.close()

        return wrapper
