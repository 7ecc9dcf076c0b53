import json

import tornado.web


class JsonMixin:
    json: dict

    def prepare(self):
        self.json = {}
        if self.request.headers.get("Content-Type", "").startswith("application/json") and self.request.body:
            self.json = json.loads(self.request.body)

    def send_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload, default=str))


class DbMixin:
    @property
    def db(self):
        return self.application.db


class DriverAuthMixin:
    def get_current_user(self):
        raw = self.get_signed_cookie("driver_auth")
        return raw.decode() if raw else None


class BaseHandler(JsonMixin, DbMixin, DriverAuthMixin, tornado.web.RequestHandler):
    pass
