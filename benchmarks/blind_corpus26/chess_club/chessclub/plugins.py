import functools
import inspect
import sqlite3

from bottle import request, HTTPError

from . import config


class SQLitePlugin(object):
    """Injects a `db` keyword argument into routes that ask for one."""

    name = "sqlite"
    api = 2

    def __init__(self, path=config.DB_PATH, keyword="db"):
        self.path = path
        self.keyword = keyword

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
            finally:
                conn.close()
            return rv

        return wrapper


class MemberPlugin(object):
    """Resolves the logged-in member from the club_sid cookie."""

    name = "member"
    api = 2

    def apply(self, callback, route):
        needs_login = route.config.get("login", False)

        @functools.wraps(callback)
        def wrapper(*args, **kwargs):
            sid = request.get_cookie("club_sid")
            request.environ["chess.member"] = None
            if sid:
                conn = sqlite3.connect(config.DB_PATH)
                row = conn.execute("SELECT member_id FROM sessions WHERE sid = ?", (sid,)).fetchone()
                conn.close()
                request.environ["chess.member"] = row[0] if row else None
            if needs_login and request.environ["chess.member"] is None:
                raise HTTPError(401, "login required")
            return callback(*args, **kwargs)

        return wrapper
