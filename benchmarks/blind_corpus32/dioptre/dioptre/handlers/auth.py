import hashlib
import hmac
from urllib.parse import urlparse

import tornado.web

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.write('<form method="post">' + self.xsrf_form_html() + '<input name="username"><input name="password" type="password"></form>')

    def post(self):
        username = self.get_body_argument("username", "")
        row = self.db.execute("SELECT pw_md5 FROM staff WHERE username = ?", (username,)).fetchone()
        supplied = hashlib.md5(self.get_body_argument("password", "").encode()).hexdigest()
        if row is None or not hmac.compare_digest(row["pw_md5"], supplied):
            raise tornado.web.HTTPError(401)
        self.set_signed_cookie("staff", username, expires_days=1, secure=True, httponly=True, samesite="Strict")
        self.redirect(self.get_argument("next", "/appointments"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("staff")
        target = self.get_argument("next", "/login")
        parsed = urlparse(target)
        if parsed.scheme or parsed.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
            target = "/login"
        self.redirect(target)
