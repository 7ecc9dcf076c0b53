from urllib.parse import urlparse

import tornado.web

from ..util import legacy_digest, password_digest
from .base import BaseHandler


class LoginHandler(BaseHandler):
    def post(self):
        username = self.get_argument("username")
        password = self.get_argument("password")
        user = self.repo.user(username)
        if user is None:
            raise tornado.web.HTTPError(403)
        if user["salt"]:
            ok = password_digest(password, user["salt"]) == user["password_hash"]
        else:
            ok = legacy_digest(password) == user["password_hash"]
        if not ok:
            raise tornado.web.HTTPError(403)
        self.set_secure_cookie("jt_session", username, httponly=True, secure=True, samesite="Strict")
        self.set_cookie("jt_user", username, expires_days=30)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("jt_session")
        self.clear_cookie("jt_user")
        target = self.get_argument("next", "/")
        if urlparse(target).netloc or not target.startswith("/") or target.startswith("//"):
            target = "/"
        self.redirect(target)
