import inspect
import sqlite3

from bottle import request

from .settings import COOKIE_SECRET, DATA_DIR


class SQLitePlugin:
    name = "sqlite"
    api = 2

    def __init__(self, path):
        self.path = path

    def apply(self, callback, route):
        if "db" not in inspect.signature(callback).parameters:
            return callback

        def wrapper(*args, **kwargs):
            conn = sqlite3.connect(self.path)
            conn.row_factory = sqlite3.Row
            kwargs["db"] = conn
            try:
                result = callback(*args, **kwargs)
                conn.commit()
                return result
            finally:
                conn.close()
        return wrapper


class CustomerPlugin:
    """Loads the logged-in customer from the signed session cookie."""
    name = "customer"
    api = 2

    def apply(self, callback, route):
        def wrapper(*args, **kwargs):
            request.environ["bench.customer"] = request.get_cookie("bench_session", secret=COOKIE_SECRET)
            return callback(*args, **kwargs)
        return wrapper


sqlite_plugin = SQLitePlugin(f"{DATA_DIR}/bench.db")
