import bcrypt
import tornado.web

from ..util import new_session_id
from . import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        name = self.get_argument("name")
        password = self.get_argument("password")
        row = self.application.users.get(name)
        if not row or not bcrypt.checkpw(password.encode(), row["pw"]):
            raise tornado.web.HTTPError(403)
        sid = new_session_id()
        self.application.sessions[sid] = name
        self.set_cookie("chat_session", sid)
        self.set_secure_cookie("uid", name, httponly=True, secure=True, samesite="Lax")
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("chat_session")
        self.clear_cookie("uid")
        self.redirect(self.reverse_url("lobby"))
