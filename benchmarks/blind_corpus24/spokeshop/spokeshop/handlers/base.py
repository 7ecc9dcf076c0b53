import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.settings["db"]

    def get_current_user(self):
        raw = self.get_secure_cookie("spoke_user", max_age_days=1)
        return raw.decode() if raw else None
