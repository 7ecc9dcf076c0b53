import json
import sqlite3

import tornado.web

_DB_PATH = "/srv/chat/chat.db"


class BaseHandler(tornado.web.RequestHandler):
    def prepare(self):
        self.db = sqlite3.connect(_DB_PATH)

    def on_finish(self):
        db = getattr(self, "db", None)
        if db is not None:
            db.close()

    def get_current_user(self):
        return self.get_secure_cookie("user")


class HistoryHandler(BaseHandler):
    """Template for endpoints that page through stored messages.

    Subclasses provide ``_load_rows(key, before)``.
    """

    page_size = 100

    def get(self, key):
        before = self.get_argument("before", None)
        rows = self._load_rows(key, before)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps([list(r) for r in rows]))

    def _load_rows(self, key, before):
        raise NotImplementedError
