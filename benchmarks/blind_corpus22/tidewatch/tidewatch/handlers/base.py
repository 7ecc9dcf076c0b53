import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def cfg(self):
        return self.settings["cfg"]

    @property
    def storage(self):
        return self.settings["storage"]

    def get_current_user(self):
        raw = self.get_secure_cookie("tw_session")
        return raw.decode() if raw else None
