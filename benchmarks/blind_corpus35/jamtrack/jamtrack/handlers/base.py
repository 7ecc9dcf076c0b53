import json

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def repo(self):
        return self.application.settings["repo"]

    def get_current_user(self):
        username = self.get_cookie("jt_user")
        if not username:
            return None
        return self.repo.user(username)

    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(payload, default=str))


class OfficialHandler(BaseHandler):
    """Non-skating officials (NSOs) and referees - volunteers from any league."""

    def prepare(self):
        user = self.current_user
        if user is None or user["role"] not in ("nso", "referee", "admin"):
            raise tornado.web.HTTPError(403)


class LeagueAdminHandler(BaseHandler):
    def prepare(self):
        user = self.current_user
        if user is None or user["role"] != "admin":
            raise tornado.web.HTTPError(403)
