import hashlib

import tornado.web

from .base import BaseHandler


def _digest(password):
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        cur = self.db.cursor()
        cur.execute("SELECT id, pw FROM archer WHERE agb_number = ?", (self.get_body_argument("agb"),))
        row = cur.fetchone()
        if row is None or row["pw"] != _digest(self.get_body_argument("password")):
            raise tornado.web.HTTPError(401)
        self.set_signed_cookie("archer", str(row["id"]), expires_days=14)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("archer")
        self.redirect(self.reverse_url("home"))


class PrefsHandler(BaseHandler):
    def post(self):
        units = "metric" if self.get_body_argument("units", "metric") == "metric" else "imperial"
        self.set_cookie("units", units, expires_days=365)
        self.redirect("/")
