import bcrypt
import tornado.web

from ..compat import set_signed
from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "").encode()
        user = self.store.user(username)
        if user is None or not bcrypt.checkpw(password, user["password_hash"].encode()):
            self.set_status(401)
            self.render("login.html", error="Invalid credentials")
            return
        self.set_session_cookie(self.SESSION_COOKIE, username)
        if self.get_body_argument("remember", None):
            set_signed(self, "gb_remember", username, expires_days=30)
        # The embed iframe on other internal sites authenticates with the API token.
        self.set_cookie("gb_embed_token", user["api_token"], expires_days=30)
        self.redirect("/")


class LogoutHandler(BaseHandler):
    def post(self):
        for name in (self.SESSION_COOKIE, "gb_remember", "gb_embed_token"):
            self.clear_cookie(name)
        self.redirect("/login")


class SidebarHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        state = "collapsed" if self.get_body_argument("collapsed", "0") == "1" else "expanded"
        self.set_cookie("gb_sidebar", state, expires_days=365)
        self.write({"sidebar": state})
