import json

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.application.settings["db"]

    def get_current_user(self):
        raw = self.get_signed_cookie("chat_user")
        return raw.decode() if raw else None


class JsonMixin:
    def write_json(self, obj, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(obj, default=str))
