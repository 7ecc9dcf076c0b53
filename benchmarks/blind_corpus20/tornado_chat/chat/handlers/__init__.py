import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def store(self):
        return self.application.store

    def get_current_user(self):
        uid = self.get_secure_cookie("uid")
        return uid.decode() if uid else None
