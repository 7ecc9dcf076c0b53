import functools
import inspect
import sqlite3

import bottle

from .sessions import read_session


class SQLitePlugin:
    name = "sqlite"
    api = 2

    def __init__(self, path, keyword="db"):
        self.path, self.keyword = path, keyword

    def apply(self, callback, route):
        if self.keyword not in inspect.signature(route.callback).parameters:
            return callback

        @functools.wraps(callback)
        def wrapper(*args, **kwargs):
            conn = sqlite3.connect(self.path)
            conn.row_factory = sqlite3.Row
            kwargs[self.keyword] = conn
            try:
                rv = callback(*args, **kwargs)
                conn.commit()
                return rv
            finally:
                conn.close()
        return wrapper


class AuthPlugin:
    name = "auth"
    api = 2

    def apply(self, callback, route):
        needs = route.config.get("role")
        if not needs:
            return callback

        @functools.wraps(callback)
        def wrapper(*args, **kwargs):
            sess = read_session()
            if not sess or sess.get("role") not in (needs, "depot"):
                bottle.abort(403, "Not allowed")
            if "session" in inspect.signature(route.callback).parameters:
                kwargs["session"] = sess
            return callback(*args, **kwargs)
        return wrapper
