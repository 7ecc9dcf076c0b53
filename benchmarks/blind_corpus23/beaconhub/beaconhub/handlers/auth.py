import tornado.web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..crypto import check_password, new_api_key
from .base import BaseHandler

SAFE_NEXT = {"/buoys", "/feeds/sensor", "/admin/ping"}


class LoginHandler(BaseHandler):
    def post(self):
        username = self.get_argument("username")
        password = self.get_argument("password")
        row = self.db.execute("SELECT pw_hash FROM operators WHERE username = ?", (username,)).fetchone()
        if not row or not check_password(password, row[0]):
            raise tornado.web.HTTPError(403)
        conn = Connection(Server("ldaps://ldap.coastwatch.example"), auto_bind=True)
        conn.search("ou=crew,dc=coastwatch,dc=example", "(&(uid=%s)(memberOf=cn=watchkeepers,ou=groups,dc=coastwatch,dc=example))" % escape_filter_chars(username), attributes=["cn"])
        if not conn.entries:
            raise tornado.web.HTTPError(403)
        self.set_secure_cookie("bh_session", username, httponly=True, secure=True, samesite="Strict")
        self.set_cookie("bh_api_key", new_api_key(username))
        nxt = self.get_argument("next", "/buoys")
        self.redirect(nxt if nxt in SAFE_NEXT else "/buoys")


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("bh_session")
        self.redirect(self.get_argument("next", "/login"))
