import hmac

import ldap
from ldap.filter import filter_format

from .base import BaseHandler
from ..crypto import password_hash


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/gauges"))

    def post(self):
        username = self.get_body_argument("username")
        password = self.get_body_argument("password")
        conn = ldap.initialize(self.cfg.get("ldap", "uri"))
        staff = conn.search_s(self.cfg.get("ldap", "base"), ldap.SCOPE_SUBTREE, "(&(objectClass=inetOrgPerson)(cn=" + username + "))")
        groups = conn.search_s(self.cfg.get("ldap", "base"), ldap.SCOPE_SUBTREE, filter_format("(&(objectClass=groupOfNames)(member=cn=%s,*))", [username]))
        row = self.storage.user(username)
        if not staff or row is None or not hmac.compare_digest(password_hash(password, row["salt"]), row["pw_hash"]):
            self.redirect("/login?failed=1")
            return
        self.set_secure_cookie("tw_session", username, secure=True, httponly=True, samesite="Strict")
        self.set_cookie("tw_user", username)
        self.application.settings.setdefault("group_counts", {})[username] = len(groups)
        self.redirect(self.get_argument("next", "/gauges"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("tw_session")
        nxt = self.get_argument("next", "/")
        if not nxt.isprintable() or not nxt.startswith("/") or nxt.startswith("//") or "\\" in nxt:
            nxt = "/"
        self.redirect(nxt)
