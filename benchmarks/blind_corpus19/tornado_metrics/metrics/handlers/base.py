import random
import time

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_secure_cookie("user")


class LoginHandler(BaseHandler):
    def post(self):
        username = self.get_body_argument("username")
        if not self.application.settings.get("auth_backend", lambda u, p: False)(username, self.get_body_argument("password")):
            raise tornado.web.HTTPError(403)
        self.set_secure_cookie("user", username, httponly=True, secure=True, samesite="Strict")
        session_id = "%016x" % random.getrandbits(64)
        self.set_cookie("dash_session", session_id)
        self.set_cookie("last_login", str(int(time.time())), secure=True)
        self.redirect("/dash/overview")
