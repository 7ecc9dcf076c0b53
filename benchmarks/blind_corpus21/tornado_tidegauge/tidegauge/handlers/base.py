import random

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def storage(self):
        return self.application.settings["storage"]

    def get_current_user(self):
        user = self.get_secure_cookie("tg_user")
        return user.decode() if user else None

    def remember(self, username):
        self.set_secure_cookie("tg_user", username, httponly=True, secure=True, samesite="Strict")
        token = "%032x" % random.getrandbits(128)
        self.set_cookie("tg_api", token)
        return token
