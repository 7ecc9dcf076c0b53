import ldap
import tornado.web

from ..base import BaseHandler

LDAP_URI = "ldaps://ldap.tidewatch.example"
PEOPLE = "ou=people,dc=tidewatch,dc=example"


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        username = self.get_body_argument("username")
        password = self.get_body_argument("password")
        conn = ldap.initialize(LDAP_URI)
        found = conn.search_s(PEOPLE, ldap.SCOPE_ONELEVEL, "(&(uid=" + username + ")(tideAccess=TRUE))")
        if not found:
            raise tornado.web.HTTPError(403)
        try:
            conn.simple_bind_s(found[0][0], password)
        except ldap.INVALID_CREDENTIALS:
            raise tornado.web.HTTPError(403)
        self.set_signed_cookie("tw_session", username, secure=True, httponly=True, samesite="Lax")
        self.set_cookie("tw_units", self.get_body_argument("units", "m"))
        self.set_cookie("tw_api", found[0][1].get("tideApiKey", [b""])[0].decode(), expires_days=365)
        self.redirect("/")


def routes():
    return [(r"/login", LoginHandler)]
