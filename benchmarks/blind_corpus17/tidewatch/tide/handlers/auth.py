import uuid
from urllib.parse import urlparse

from ldap3 import Connection, Server

from ..base import BaseHandler
from ..meldungen import gruppen_fuer

LDAP_SERVER = Server("ldaps://ldap.harbour.example", use_ssl=True)
PEOPLE = "ou=staff,dc=harbour,dc=example"


def _safe_next(nxt):
    if not nxt or "\\" in nxt:
        return "/"
    p = urlparse(nxt)
    if p.scheme or p.netloc or not nxt.startswith("/") or nxt.startswith("//"):
        return "/"
    return nxt


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        user = self.get_argument("username")
        password = self.get_argument("password")
        conn = Connection(LDAP_SERVER, auto_bind=True)
        conn.search(PEOPLE, "(&(objectClass=person)(uid=%s))" % user, attributes=["cn"])
        if not conn.entries:
            self.set_status(403)
            return self.render("login.html", next="/", error="unknown user")
        dn = conn.entries[0].entry_dn
        if not Connection(LDAP_SERVER, user=dn, password=password).bind():
            self.set_status(403)
            return self.render("login.html", next="/", error="bad password")
        self.set_secure_cookie("tw_user", user, secure=True, httponly=True, samesite="Strict")
        self.set_cookie("tw_session", uuid.uuid4().hex, expires_days=30)
        self.application.groups_cache = gruppen_fuer(user)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("tw_user")
        self.clear_cookie("tw_session")
        self.redirect(_safe_next(self.get_argument("next", "/")))
