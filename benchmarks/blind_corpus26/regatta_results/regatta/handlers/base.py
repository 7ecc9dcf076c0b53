import json

import tornado.web

from .. import db


class BaseHandler(tornado.web.RequestHandler):
    """Common plumbing: DB access, current user, JSON helpers."""

    def prepare(self):
        self.db = db.connect()

    def on_finish(self):
        conn = getattr(self, "db", None)
        if conn is not None:
            conn.close()

    def get_current_user(self):
        sid = self.get_secure_cookie("sid")
        if not sid:
            return None
        row = self.db.execute("SELECT username FROM sessions WHERE sid = ?", (sid.decode(),)).fetchone()
        return row["username"] if row else None

    def json_body(self):
        try:
            return json.loads(self.request.body or b"{}")
        except ValueError:
            raise tornado.web.HTTPError(400, "invalid JSON")

    def write_json(self, obj, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(obj, default=str))


class RaceOfficerHandler(BaseHandler):
    def prepare(self):
        super().prepare()
        user = self.get_current_user()
        if not user:
            raise tornado.web.HTTPError(403)
        row = self.db.execute("SELECT 1 FROM officers WHERE username = ?", (user,)).fetchone()
        if row is None:
            raise tornado.web.HTTPError(403)
