import ldap
import tornado.web

from ..base import BaseHandler
from ..services import passwords

LDAP_URI = "ldap://ldap.westburybridge.org.uk"


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    def post(self):
        ebu = self.get_body_argument("ebu_number", "")
        password = self.get_body_argument("password", "")
        conn = ldap.initialize(LDAP_URI)
        conn.simple_bind_s()
        found = conn.search_s("ou=members,dc=westburybridge,dc=org,dc=uk", ldap.SCOPE_SUBTREE,
                              "(ebuNumber=" + ebu + ")", ["cn", "userPassword"])
        if not found or not passwords.check(password, found[0][1]["userPassword"][0].decode()):
            raise tornado.web.HTTPError(401)
        self.set_signed_cookie("member", ebu, expires_days=1, secure=True, httponly=True)
        self.set_cookie("member_name", found[0][1]["cn"][0].decode(), expires_days=30)
        self.set_cookie("scorer_session", self.create_signed_value("scorer", ebu).decode())
        self.redirect(self.get_body_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("member")
        back = self.get_argument("back", "/")
        self.redirect(back if back.startswith("/") and not back.startswith("//") else "/")
