import bcrypt
import tornado.web

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"), error=None)

    def post(self):
        username = self.get_argument("username")
        row = self.db.staff(username)
        if row is None or not bcrypt.checkpw(self.get_argument("password").encode(), row["pw_hash"].encode()):
            self.render("login.html", next=self.get_argument("next", "/"), error="Nope")
            return
        self.set_secure_cookie("spoke_user", username, expires_days=1, httponly=True, secure=True, samesite="Strict")
        self.set_cookie("spoke_staff", username, expires_days=30)
        nxt = self.get_argument("next", "/")
        if not nxt.startswith("/") or nxt.startswith("//") or "\\" in nxt:
            nxt = "/"
        self.redirect(nxt)


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("spoke_user")
        self.clear_cookie("spoke_staff")
        self.redirect(self.get_argument("next", "/login"))


class LangHandler(BaseHandler):
    def post(self):
        lang = self.get_argument("lang", "en")
        if lang not in ("en", "nl", "fr"):
            lang = "en"
        self.set_cookie("lang", lang, secure=True, httponly=True, samesite="Lax")
        self.redirect("/")
