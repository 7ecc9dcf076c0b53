import json

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        raw = self.get_signed_cookie("gavel_user")
        return raw.decode() if raw else None

    def json_body(self):
        try:
            return json.loads(self.request.body or b"{}")
        except ValueError:
            raise tornado.web.HTTPError(400)

    @property
    def db(self):
        return self.application.settings.get("db")
