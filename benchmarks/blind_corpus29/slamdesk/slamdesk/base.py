import json
import sqlite3

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def prepare(self):
        self.json = {}
        if self.request.headers.get("Content-Type", "").startswith("application/json"):
            self.json = json.loads(self.request.body or b"{}")

    @property
    def db(self):
        if not hasattr(self, "_db"):
            self._db = sqlite3.connect(self.settings["db_path"])
            self._db.row_factory = sqlite3.Row
        return self._db

    def get_current_user(self):
        raw = self.get_signed_cookie("member")
        return raw.decode() if raw else None

    def on_finish(self):
        if hasattr(self, "_db"):
            self._db.close()
