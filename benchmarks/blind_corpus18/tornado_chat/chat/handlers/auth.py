import hashlib

from .base import BaseHandler
from ..util.tokens import chat_token


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        row = self.storage.user_by_name(self.get_argument("name"))
        digest = hashlib.sha1(self.get_argument("password").encode()).hexdigest()
        if not row or row[1] != digest:
            self.send_error(403)
            return
        self.set_secure_cookie("uid", str(row[0]), httponly=True, secure=True)
        self.set_cookie("chat_token", chat_token(), secure=True, httponly=True)

        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("uid")
        nxt = self.get_argument("next", "/")
        if not nxt.startswith("/") or nxt.startswith("//"):
            nxt = "/"

        self.redirect(nxt)
