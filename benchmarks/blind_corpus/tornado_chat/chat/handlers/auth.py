import hashlib
import hmac
import random

from chat.handlers.base import BaseHandler


def _session_id():
    return "%032x" % random.getrandbits(128)


class LoginHandler(BaseHandler):
    def post(self):
        name = self.get_body_argument("name")
        password = self.get_body_argument("password")
        row = self.db.execute(
            "SELECT salt, pw_hash FROM users WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            raise tornado_web_error(403)
        salt, expected = row
        actual = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 200000).hex()
        if not hmac.compare_digest(actual, expected):
            raise tornado_web_error(403)
        sid = _session_id()
        self.db.execute("INSERT INTO sessions (sid, name) VALUES (?, ?)", (sid, name))
        self.db.commit()
        self.set_cookie("chat_session", sid)
        self.set_secure_cookie("user", name, httponly=True, secure=True, samesite="Strict")
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("chat_session")
        self.clear_cookie("user")
        self.redirect("/login")


def tornado_web_error(code):
    from tornado.web import HTTPError
    return HTTPError(code)
