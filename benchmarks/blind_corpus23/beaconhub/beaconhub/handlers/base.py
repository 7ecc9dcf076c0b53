import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.application.db

    @property
    def cfg(self):
        return self.application.cfg

    def get_current_user(self):
        raw = self.get_secure_cookie("bh_session")
        return raw.decode() if raw else None
