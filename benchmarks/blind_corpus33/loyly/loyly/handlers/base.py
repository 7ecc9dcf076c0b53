"""Common handler behaviour: database, current member, JSON replies."""
import hashlib
import json

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.settings["db"]

    def get_current_user(self):
        raw = self.get_signed_cookie("loyly_user")
        return int(raw) if raw else None

    def is_admin(self):
        return self.current_user in self.application.settings.get("admins", set())

    def write_json(self, data, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data, default=str))

    def compute_etag(self):
        digest = hashlib.sha1()
        for part in self._write_buffer:
            digest.update(part)
        return '"%s"' % digest.hexdigest()


class AdminHandler(BaseHandler):
    def prepare(self):
        if not self.current_user:
            self.redirect(self.get_login_url())
            return
        if not self.is_admin():
            raise tornado.web.HTTPError(403)
