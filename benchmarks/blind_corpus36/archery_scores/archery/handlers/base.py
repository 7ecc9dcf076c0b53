import json

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.settings["db"]

    def get_current_user(self):
        raw = self.get_signed_cookie("archer", max_age_days=14)
        if not raw:
            return None
        cur = self.db.cursor()
        cur.execute("SELECT id, name, role FROM archer WHERE id = ?", (int(raw),))
        return cur.fetchone()

    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload, default=str))


class RangeOfficerHandler(BaseHandler):
    def prepare(self):
        user = self.current_user
        if not user or user["role"] != "range_officer":
            raise tornado.web.HTTPError(403)
