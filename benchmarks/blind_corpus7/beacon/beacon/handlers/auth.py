import hmac
import os

import tornado.web

from .. import sessions
from .base import BaseHandler

OPERATORS = {}


def _load_operators():
    path = os.environ.get("BEACON_OPERATORS", "/etc/beacon/operators")
    if os.path.exists(path):
        for line in open(path):
            user, _, pw = line.strip().partition(":")
            OPERATORS[user] = pw


class LoginHandler(BaseHandler):
    def post(self):
        if not OPERATORS:
            _load_operators()
        user = self.get_argument("username")
        pw = self.get_argument("password")
        if user in OPERATORS and hmac.compare_digest(OPERATORS[user], pw):
            sid = sessions.new_session(user)
            self.set_cookie("beacon_session", sid)
            if self.get_argument("remember", None):
                self.set_cookie("beacon_auth", sid, expires_days=30)
            self.set_signed_cookie("operator", user, httponly=True, secure=True, samesite="Strict")
            self.redirect("/report")
        else:
            raise tornado.web.HTTPError(401)


class LogoutHandler(BaseHandler):
    def get(self):
        sessions.drop(self.get_cookie("beacon_session", ""))
        self.clear_cookie("beacon_session")
        self.redirect("/login")
