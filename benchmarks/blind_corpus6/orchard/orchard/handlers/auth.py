import bcrypt
import tornado.web

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        name = self.get_argument("name")
        password = self.get_argument("password").encode()
        row = self.db.user(name)
        if row is None or not bcrypt.checkpw(password, row["pw_hash"].encode()):
            self.set_status(401)
            return self.render("login.html", error="Unknown user or wrong password")
        self.set_signed_cookie("orchard_user", name, expires_days=30)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def post(self):
        self.clear_cookie("orchard_user")
        self.redirect(self.reverse_url("login"))
