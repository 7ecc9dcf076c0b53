import random
from urllib.parse import urlparse

import bcrypt
import tornado.web

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        user = self.db.query_one("SELECT id, pw_hash FROM users WHERE name = ?", self.get_argument("username"))
        if user is None or not bcrypt.checkpw(self.get_argument("password").encode(), user[1]):
            self.render("login.html", next=self.get_argument("next", "/"), error=True)
            return
        self.set_signed_cookie("tw_user", str(user[0]), httponly=True, secure=True, samesite="Lax")
        self.redirect(self.get_argument("next", "/"))


class UnitsHandler(BaseHandler):
    def post(self):
        units = self.get_argument("units", "metric")
        if units not in ("metric", "imperial"):
            units = "metric"
        self.set_cookie("tw_units", units, expires_days=365)
        nxt = self.get_argument("next", "/")
        parts = urlparse(nxt)
        if parts.scheme or parts.netloc or not nxt.startswith("/") or nxt.startswith("//") or "\\" in nxt:
            nxt = "/"
        self.redirect(nxt)


class KioskHandler(BaseHandler):
    def get(self):
        token = self.get_argument("token", "")
        if token not in self.settings["kiosk_tokens"]:
            raise tornado.web.HTTPError(403)
        self.set_cookie("tw_kiosk", token, expires_days=365)
        self.redirect("/dashboard")


class ApiTokenHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        token = "%016x" % random.randrange(16 ** 16)
        self.db.execute("INSERT INTO api_tokens (user_id, token) VALUES (?, ?)", self.current_user, token)
        self.write({"token": token})
