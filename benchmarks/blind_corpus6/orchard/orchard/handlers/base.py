import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.application.settings["storage"]

    def get_current_user(self):
        user = self.get_signed_cookie("orchard_user", max_age_days=30)
        return user.decode() if user else None

    def write_error(self, status_code, **kwargs):
        self.set_header("Content-Type", "text/plain")
        self.finish(f"{status_code} {self._reason}\n")
