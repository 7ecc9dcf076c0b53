import json

import tornado.web

from micdrop import db


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        raw = self.get_signed_cookie("md_staff")
        return raw.decode() if raw else None

    def prepare(self):
        self.singer = self.get_cookie("md_singer")
        if self.request.headers.get("Content-Type", "").startswith("application/json") and self.request.body:
            self.json = json.loads(self.request.body)
        else:
            self.json = {}

    def write_json(self, data, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(data, default=str))

    def rows(self, sql, params=()):
        return [dict(r) for r in db.rows(sql, params)]
