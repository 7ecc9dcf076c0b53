import json

import tornado.web

from .. import db


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return db.connection()

    def get_current_user(self):
        value = self.get_signed_cookie("staff")
        return value.decode() if value else None

    def write_json(self, data, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(data, default=str))
